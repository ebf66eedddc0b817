import { useCallback, useRef, useState } from 'react';

export interface SingleFlight {
  /**
   * Runs `work` unless a run is under way (a second click or Enter before React re-renders the disabled
   * button is ignored). A failure is swallowed: the mutation's meta toasts it and the form keeps its values.
   */
  run: (work: () => Promise<unknown>) => Promise<void>;
  /** A run is under way. */
  pending: boolean;
  /** Frees the guard for a run whose await will never settle (a paused save that was dropped). */
  release: () => void;
}

/** THE double-submit guard of a save: one run at a time, held in a ref so that it holds within one render. */
export function useSingleFlight(): SingleFlight {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const release = useCallback(() => {
    busy.current = false;
    setPending(false);
  }, []);
  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        await work();
      } catch {
        // The mutation's meta toasts the failure; what was typed stays for another try.
      } finally {
        release();
      }
    },
    [release],
  );
  return { run, pending, release };
}
