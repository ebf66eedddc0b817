import { act } from 'react';
import { expect, vi } from 'vitest';

/**
 * How a screen test acts as a user would in jsdom: clicking, typing one key at a time (masked fields
 * listen to each input event), and finding a control by its visible name.
 */

export async function clickOn(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('Nothing to click');
  await act(async () => element.click());
}

/** Clears the field, then types `text` a character at a time, as React's input events expect. */
export async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  const setValue = (value: string) =>
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  await act(async () => {
    input.focus();
    setValue('');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
  });
  for (const character of text) {
    await act(async () => {
      setValue(input.value + character);
      input.setSelectionRange(input.value.length, input.value.length);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: character }));
    });
  }
}

/** Puts `value` in a field at once, as a paste or Playwright's fill() does (one input event). */
export async function fill(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: value }));
  });
}

/** Focuses the field and leaves it (forms show a field's errors once it is left). */
export async function leave(input: HTMLElement): Promise<void> {
  await act(async () => {
    input.focus();
    input.blur();
  });
}

/** The error message the field points at (aria-describedby), '' without one. */
export function errorOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('__error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('|');
}

/** The button or link in `within` whose text (or aria-label) is exactly `name`. */
export function controlNamed(within: ParentNode, name: string): HTMLElement | undefined {
  return [...within.querySelectorAll<HTMLElement>('button, a, [role="button"], [role="option"]')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
  );
}

/**
 * Waits until no table in `within` is busy. A data table shows rows arriving in an empty table in a deferred
 * render of its own, after the counts and filters around it, and is `aria-busy` until they show.
 */
export async function tablesShown(within: ParentNode): Promise<void> {
  await vi.waitFor(() => expect(within.querySelector('table[aria-busy="true"]')).toBeNull());
}
