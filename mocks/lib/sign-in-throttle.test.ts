import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES, SIGN_IN_WINDOW_MS, SignInThrottle } from './sign-in-throttle';

const MINUTE = 60_000;

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: new SignInThrottle(() => clock.now) };
}

describe('SignInThrottle', () => {
  it('refuses an email after 5 failures in 15 minutes, until the first of them is 15 minutes old', () => {
    const { clock, throttle } = throttleAt();
    expect([SIGN_IN_FAILURES, SIGN_IN_WINDOW_MS]).toEqual([5, 15 * MINUTE]);
    for (let failure = 1; failure <= 4; failure += 1) {
      throttle.failed('someone@demo.test');
      expect(throttle.retryAfterMs('someone@demo.test'), `after ${failure}`).toBe(0);
      clock.now += MINUTE;
    }
    throttle.failed('someone@demo.test');
    // The first failure was 4 minutes ago: 11 minutes to wait.
    expect(throttle.retryAfterMs('someone@demo.test')).toBe(11 * MINUTE);
    clock.now += 11 * MINUTE - 1;
    expect(throttle.retryAfterMs('someone@demo.test')).toBe(1);
    clock.now += 1;
    expect(throttle.retryAfterMs('someone@demo.test')).toBe(0);
  });

  it('counts the email however it is typed, and only for that email', () => {
    const { throttle } = throttleAt();
    const typings = [
      'Someone@Demo.test',
      ' someone@demo.test',
      'SOMEONE@DEMO.TEST ',
      'someone@demo.test',
      'someone@Demo.Test',
    ];
    for (const email of typings) throttle.failed(email);
    expect(throttle.retryAfterMs('someone@DEMO.test')).toBe(SIGN_IN_WINDOW_MS);
    expect(throttle.retryAfterMs('owner@demo.test')).toBe(0);
  });

  it('forgets failures older than the window and after a success', () => {
    const { clock, throttle } = throttleAt();
    for (let failure = 0; failure < 4; failure += 1) throttle.failed('someone@demo.test');
    clock.now += SIGN_IN_WINDOW_MS;
    throttle.failed('someone@demo.test');
    expect(throttle.retryAfterMs('someone@demo.test')).toBe(0);

    for (let failure = 0; failure < 3; failure += 1) throttle.failed('someone@demo.test');
    throttle.succeeded('someone@demo.test');
    throttle.failed('someone@demo.test');
    expect(throttle.retryAfterMs('someone@demo.test')).toBe(0);
  });
});
