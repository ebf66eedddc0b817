import { useEffect, useId } from 'react';

/**
 * Which open forms hold changes that are not saved (issue 35), and the one question asked before they are
 * dropped. A form registers while it differs from what was loaded or last saved (`useUnsavedChanges`);
 * whatever would drop it (a navigation, Change Company, Log Out) calls `confirmDiscard()`, which the shell's
 * guard answers with its confirm dialog. Once the person chose to leave, the marks are forgotten, so the
 * browser's own prompt (beforeunload) does not ask a second time.
 */
const dirty = new Set<string>();
let ask: (() => Promise<boolean>) | null = null;
const discardListeners = new Set<() => void>();

function mark(id: string, changed: boolean): void {
  if (changed === dirty.has(id)) return;
  if (changed) dirty.add(id);
  else dirty.delete(id);
}

export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** Counts the calling form as holding unsaved changes while `changed` is true (and while it is mounted). */
export function useUnsavedChanges(changed: boolean): void {
  const id = useId();
  useEffect(() => {
    mark(id, changed);
    return () => mark(id, false);
  }, [id, changed]);
}

/** Called when the person chose to leave without saving (a paused save of the forms left is dropped). */
export function onDiscard(listener: () => void): () => void {
  discardListeners.add(listener);
  return () => discardListeners.delete(listener);
}

/** The shell's guard plugs in its dialog; returns the function that unplugs it. */
export function setDiscardPrompt(prompt: () => Promise<boolean>): () => void {
  ask = prompt;
  return () => {
    if (ask === prompt) ask = null;
  };
}

/**
 * True when nothing unsaved would be lost, or when the person chose to leave without saving; false when
 * they chose to stay. Without a guard on screen there is nobody to ask, and nothing is held back.
 */
export async function confirmDiscard(): Promise<boolean> {
  if (!hasUnsavedChanges() || !ask) return true;
  const leave = await ask();
  if (leave) {
    dirty.clear();
    for (const listener of discardListeners) listener();
  }
  return leave;
}

/** Whether two form values hold the same data: a field never filled and one emptied count as the same. */
export function sameFormValues(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameFormValues(item, b[i]))
    );
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameFormValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}
