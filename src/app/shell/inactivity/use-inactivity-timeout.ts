import { useCallback, useEffect, useRef, useState } from 'react';
import { announceActivity, announceStayLoggedIn, onActivityElsewhere } from '@/lib/browser-state/cross-tab';
import {
  startInactivityMonitor,
  type InactivityMonitor,
  type InactivityPhase,
  type InactivitySettings,
} from '@/lib/session/inactivity';

/** What counts as activity (spec section 4: any mouse move or key press, plus touch and wheel). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

/** Work inside an embedded page never reaches this window, but the frame then has the focus. */
const focusInsideFrame = () => document.hasFocus() && document.activeElement?.tagName === 'IFRAME';

export interface InactivityTimeout {
  phase: InactivityPhase;
  stayLoggedIn: () => void;
  stop: () => void;
}

/** Watches activity in this tab, its frames and the portal's other tabs; `onExpire` runs once at zero. */
export function useInactivityTimeout(
  { timeoutMs, countdownSeconds }: InactivitySettings,
  onExpire: () => void,
): InactivityTimeout {
  const [phase, setPhase] = useState<InactivityPhase>({ kind: 'active' });
  const monitorRef = useRef<InactivityMonitor | null>(null);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const monitor = startInactivityMonitor(
      { timeoutMs, countdownSeconds },
      (next) => {
        setPhase(next);
        if (next.kind === 'expired') onExpireRef.current();
      },
      () => Date.now(),
      { isActiveUnseen: focusInsideFrame, onActivity: announceActivity },
    );
    monitorRef.current = monitor;
    const record = () => monitor.recordActivity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, { passive: true });
    const unsubscribe = onActivityElsewhere(() => monitor.extend());
    return () => {
      monitor.stop();
      unsubscribe();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record);
    };
  }, [timeoutMs, countdownSeconds]);

  const stayLoggedIn = useCallback(() => {
    monitorRef.current?.extend();
    announceStayLoggedIn();
  }, []);
  const stop = useCallback(() => monitorRef.current?.stop(), []);
  return { phase, stayLoggedIn, stop };
}
