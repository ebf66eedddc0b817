/** Spec section 4: inactivity is checked every 5 seconds. */
export const INACTIVITY_CHECK_INTERVAL_MS = 5_000;
const COUNTDOWN_TICK_MS = 1_000;

export interface InactivitySettings {
  /** Inactivity before the countdown starts (ms). */
  timeoutMs: number;
  /** Length of the countdown (s); at zero the user is logged out. */
  countdownSeconds: number;
}

export type InactivityPhase = { kind: 'active' } | { kind: 'warning'; remainingSeconds: number } | { kind: 'expired' };

interface MonitorState {
  lastActivityAt: number;
  /** When the countdown started, or null while the user counts as active. */
  warningSince: number | null;
}

/** The phase at `now`: pure, so the timing rules are tested without timers. */
export function inactivityPhase(state: MonitorState, now: number, settings: InactivitySettings): InactivityPhase {
  if (state.warningSince === null) {
    return now - state.lastActivityAt >= settings.timeoutMs
      ? { kind: 'warning', remainingSeconds: settings.countdownSeconds }
      : { kind: 'active' };
  }
  const remainingSeconds = settings.countdownSeconds - Math.floor((now - state.warningSince) / 1_000);
  return remainingSeconds > 0 ? { kind: 'warning', remainingSeconds } : { kind: 'expired' };
}

/**
 * The countdown value a polite live region should hold at `remainingSeconds`: it changes every whole
 * minute and each of the last 10 seconds, so screen readers are not interrupted every second.
 */
export function announcedSeconds(remainingSeconds: number, countdownSeconds: number): number {
  if (remainingSeconds <= 10) return remainingSeconds;
  return Math.min(countdownSeconds, Math.ceil(remainingSeconds / 60) * 60);
}

export interface InactivityHooks {
  /**
   * Asked at every check while no countdown runs: activity the window's own events cannot see. Keys
   * and clicks inside a cross-origin frame never reach this window, so focus resting in a frame counts.
   */
  isActiveUnseen?: () => boolean;
  /** This tab's activity was recorded (window events or `isActiveUnseen`), e.g. to tell the other tabs. */
  onActivity?: () => void;
}

export interface InactivityMonitor {
  /** Mouse, key, touch or wheel activity. Ignored while the countdown runs: only `extend` ends it. */
  recordActivity: () => void;
  /**
   * Stay Logged In, here or in another tab (or activity there): the countdown stops and inactivity is
   * measured from now.
   */
  extend: () => void;
  stop: () => void;
}

/**
 * Checks inactivity every 5 s; after `timeoutMs` it reports a countdown (ticking each second) and then
 * `expired` once. Times are compared against the clock rather than counted in ticks, so a throttled
 * background tab or a sleeping laptop still expires on time.
 */
export function startInactivityMonitor(
  settings: InactivitySettings,
  onPhase: (phase: InactivityPhase) => void,
  now: () => number = Date.now,
  hooks: InactivityHooks = {},
): InactivityMonitor {
  const state: MonitorState = { lastActivityAt: now(), warningSince: null };
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const schedule = (intervalMs: number) => {
    clearInterval(timer);
    timer = setInterval(check, intervalMs);
  };

  function record(at: number) {
    state.lastActivityAt = at;
    hooks.onActivity?.();
  }

  function check() {
    const at = now();
    if (state.warningSince === null && hooks.isActiveUnseen?.()) record(at);
    const phase = inactivityPhase(state, at, settings);
    if (phase.kind === 'warning' && state.warningSince === null) {
      state.warningSince = at;
      schedule(COUNTDOWN_TICK_MS);
    }
    if (phase.kind === 'expired') {
      stopped = true;
      clearInterval(timer);
    }
    if (phase.kind !== 'active') onPhase(phase);
  }

  schedule(INACTIVITY_CHECK_INTERVAL_MS);

  return {
    recordActivity: () => {
      if (!stopped && state.warningSince === null) record(now());
    },
    extend: () => {
      if (stopped) return;
      const wasWarning = state.warningSince !== null;
      state.lastActivityAt = now();
      state.warningSince = null;
      if (wasWarning) {
        schedule(INACTIVITY_CHECK_INTERVAL_MS);
        onPhase({ kind: 'active' });
      }
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
