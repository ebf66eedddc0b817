import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  inactivityPhase,
  announcedSeconds,
  startInactivityMonitor,
  type InactivityMonitor,
  type InactivityPhase,
} from './inactivity';

const settings = { timeoutMs: 60_000, countdownSeconds: 30 };

/** Nothing reported for `quietMs`, then, `moreMs` later, the warning with the full countdown. */
function expectWarningAfter(phases: readonly InactivityPhase[], quietMs: number, moreMs: number) {
  vi.advanceTimersByTime(quietMs);
  expect(phases).toEqual([]);
  vi.advanceTimersByTime(moreMs);
  expect(phases).toEqual([{ kind: 'warning', remainingSeconds: 30 }]);
}

describe('inactivityPhase', () => {
  it('is active before the timeout and starts the full countdown at it', () => {
    expect(inactivityPhase({ lastActivityAt: 0, warningSince: null }, 59_999, settings)).toEqual({ kind: 'active' });
    expect(inactivityPhase({ lastActivityAt: 0, warningSince: null }, 60_000, settings)).toEqual({
      kind: 'warning',
      remainingSeconds: 30,
    });
  });

  it('counts down from when the warning started and expires at zero', () => {
    const state = { lastActivityAt: 0, warningSince: 65_000 };
    expect(inactivityPhase(state, 65_999, settings)).toEqual({ kind: 'warning', remainingSeconds: 30 });
    expect(inactivityPhase(state, 66_000, settings)).toEqual({ kind: 'warning', remainingSeconds: 29 });
    expect(inactivityPhase(state, 94_999, settings)).toEqual({ kind: 'warning', remainingSeconds: 1 });
    expect(inactivityPhase(state, 95_000, settings)).toEqual({ kind: 'expired' });
  });
});

describe('announcedSeconds', () => {
  const distinct = (countdown: number) => [
    ...new Set(Array.from({ length: countdown }, (_, index) => announcedSeconds(countdown - index, countdown))),
  ];

  it('changes every whole minute and each of the last 10 seconds only', () => {
    expect(distinct(300)).toEqual([300, 240, 180, 120, 60, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('never announces more than the countdown', () => {
    expect(distinct(90)).toEqual([90, 60, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
});

describe('startInactivityMonitor', () => {
  let phases: InactivityPhase[];
  let monitor: InactivityMonitor;

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
    monitor = startInactivityMonitor(settings, (phase) => phases.push(phase));
  });

  afterEach(() => {
    monitor.stop();
    vi.useRealTimers();
  });

  it('checks every 5 s, so the warning appears at the first check after the timeout', () => {
    expectWarningAfter(phases, 59_999, 1);
  });

  it('activity resets the timer', () => {
    vi.advanceTimersByTime(50_000);
    monitor.recordActivity();
    expectWarningAfter(phases, 55_000, 5_000);
  });

  it('ticks every second during the countdown and expires once at zero', () => {
    vi.advanceTimersByTime(60_000);
    vi.advanceTimersByTime(3_000);
    expect(phases.at(-1)).toEqual({ kind: 'warning', remainingSeconds: 27 });
    vi.advanceTimersByTime(27_000);
    expect(phases.at(-1)).toEqual({ kind: 'expired' });
    const count = phases.length;
    vi.advanceTimersByTime(60_000);
    expect(phases).toHaveLength(count);
  });

  it('ignores activity during the countdown; extending returns to active and restarts the timeout', () => {
    vi.advanceTimersByTime(60_000);
    monitor.recordActivity();
    vi.advanceTimersByTime(1_000);
    expect(phases.at(-1)).toEqual({ kind: 'warning', remainingSeconds: 29 });
    monitor.extend();
    expect(phases.at(-1)).toEqual({ kind: 'active' });
    const count = phases.length;
    vi.advanceTimersByTime(55_000);
    expect(phases).toHaveLength(count);
    vi.advanceTimersByTime(5_000);
    expect(phases.at(-1)).toEqual({ kind: 'warning', remainingSeconds: 30 });
  });

  it('expires on time after the clock jumps (a sleeping laptop)', () => {
    vi.advanceTimersByTime(60_000);
    vi.setSystemTime(Date.now() + 120_000);
    vi.advanceTimersByTime(1_000);
    expect(phases.at(-1)).toEqual({ kind: 'expired' });
  });

  it('reports nothing after stop', () => {
    monitor.stop();
    vi.advanceTimersByTime(120_000);
    expect(phases).toEqual([]);
  });
});

describe('activity the window does not see', () => {
  let phases: InactivityPhase[];
  let monitor: InactivityMonitor;
  let focusInFrame: boolean;
  let recorded: number;

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
    focusInFrame = false;
    recorded = 0;
    monitor = startInactivityMonitor(settings, (phase) => phases.push(phase), Date.now, {
      isActiveUnseen: () => focusInFrame,
      onActivity: () => {
        recorded += 1;
      },
    });
  });

  afterEach(() => {
    monitor.stop();
    vi.useRealTimers();
  });

  it('focus inside a frame counts as activity at every check: typing in a legacy form keeps the session', () => {
    focusInFrame = true;
    vi.advanceTimersByTime(30 * 60_000);
    expect(phases).toEqual([]);
    expect(recorded).toBe((30 * 60_000) / 5_000);
    focusInFrame = false;
    expectWarningAfter(phases, 59_999, 1);
  });

  it('does not end a running countdown', () => {
    vi.advanceTimersByTime(60_000);
    focusInFrame = true;
    vi.advanceTimersByTime(30_000);
    expect(phases.at(-1)).toEqual({ kind: 'expired' });
  });

  it('reports recorded window activity too, but not activity during the countdown', () => {
    monitor.recordActivity();
    expect(recorded).toBe(1);
    vi.advanceTimersByTime(60_000);
    monitor.recordActivity();
    expect(recorded).toBe(1);
  });
});
