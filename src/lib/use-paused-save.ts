import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onDiscard } from './session/unsaved-changes';

/** What a form's save looks like to it: a `useMutation` result. */
export interface FormSave {
  isPending: boolean;
  isPaused: boolean;
  variables: unknown;
  reset: () => void;
}

export interface PausedSave {
  /** Offline: the save waits for the network (react-query pauses it) and goes on when it returns. */
  paused: boolean;
  /** The request has left and its answer is awaited: only then may the form not be closed. */
  sending: boolean;
  /** Drops the paused saves, so they are never sent, not even when the network returns. */
  cancel: () => void;
}

/**
 * A form's saves while the network is away (issue 35). Offline, react-query pauses a mutation and resumes it
 * when the network returns: the form says it waits, and the person may still cancel or close it. A paused
 * save belongs to its form: cancelled, left without saving, or the form gone (a closed dialog), it is taken out of
 * the cache's queue, so it never leaves. Nothing is queued twice: the forms keep refusing a second submit
 * while one is pending, paused or not.
 */
export function usePausedSave(...saves: readonly FormSave[]): PausedSave {
  const queryClient = useQueryClient();
  const latest = useRef(saves);
  useEffect(() => {
    latest.current = saves;
  });
  useEffect(() => {
    // Leave without saving drops it at once: the page left may stay on screen until the next one is ready.
    const unsubscribe = onDiscard(() => dropPaused(queryClient, latest.current));
    return () => {
      unsubscribe();
      dropPaused(queryClient, latest.current);
    };
  }, [queryClient]);
  return {
    paused: saves.some((save) => save.isPaused),
    sending: saves.some((save) => save.isPending && !save.isPaused),
    cancel: () => dropPaused(queryClient, saves),
  };
}

function dropPaused(queryClient: QueryClient, saves: readonly FormSave[]): void {
  const cache = queryClient.getMutationCache();
  for (const save of saves) {
    if (!save.isPaused) continue;
    // The observer's variables are its mutation's own object: that is how the queued mutation is found.
    for (const mutation of cache.getAll()) {
      if (mutation.state.isPaused && mutation.state.variables === save.variables) cache.remove(mutation);
    }
    save.reset();
  }
}
