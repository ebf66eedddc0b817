import { addDays } from 'date-fns/addDays';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ORIGIN, demoDay, recordedDemoBackend } from '@tests/support/demo-api';

const { server, callsTo } = recordedDemoBackend();

/** The browser's clock, set five years wrong (a machine with a bad date). */
const WRONG_BROWSER_NOW = new Date(2031, 5, 1, 9, 30);
const WRONG_BROWSER_DAY = new Date(2031, 5, 1);

const TIME_UTILITY = '*/api/timeutility';

/** A fresh page load: the clock module (and the client it calls through) as the browser first runs them. */
async function pageLoad() {
  vi.resetModules();
  const { configureApiClient } = await import('./api-client');
  configureApiClient({ apiBaseUrl: DEMO_ORIGIN });
  const clock = await import('./server-clock');
  const { serverToday } = await import('./dates');
  return { ...clock, serverToday };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("today by the server's clock", () => {
  it("follows the time utility, not a browser clock set years wrong, in the user's calendar", async () => {
    vi.setSystemTime(WRONG_BROWSER_NOW);
    const { serverClockReady, serverToday, serverNow } = await pageLoad();
    // The browser's clock until the server has answered.
    expect(serverToday()).toEqual(WRONG_BROWSER_DAY);
    await serverClockReady();
    expect(serverToday()).toEqual(demoDay());
    expect(serverNow().getHours()).toBe(9);
    expect(callsTo('/api/timeutility')).toHaveLength(1);
    // Asked once per page load: later screens reuse the answer.
    await serverClockReady();
    expect(callsTo('/api/timeutility')).toHaveLength(1);
  });

  it.each([
    ['answers 500', () => HttpResponse.json({ status: 500 }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
    ['answers what the contract does not allow', () => HttpResponse.json({ utcNow: 'tomorrow' })],
  ])("counts with the browser's clock when the time utility %s", async (_case, answer) => {
    server.use(http.get(TIME_UTILITY, answer));
    vi.setSystemTime(WRONG_BROWSER_NOW);
    const { serverClockReady, serverToday } = await pageLoad();
    await serverClockReady();
    expect(serverToday()).toEqual(WRONG_BROWSER_DAY);
  });

  it('waits at most SERVER_CLOCK_WAIT_MS for a server that does not answer, then goes on with the browser', async () => {
    server.use(http.get(TIME_UTILITY, () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: WRONG_BROWSER_NOW });
    const { serverClockReady, serverToday, SERVER_CLOCK_WAIT_MS } = await pageLoad();
    // At most 2 s, as docs/FEATURES.md says.
    expect(SERVER_CLOCK_WAIT_MS).toBe(2_000);
    let ready = false;
    void serverClockReady().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(SERVER_CLOCK_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(serverToday()).toEqual(WRONG_BROWSER_DAY);
  });

  it('asks again every SERVER_CLOCK_REFRESH_MS and follows the new answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: WRONG_BROWSER_NOW });
    const { serverClockReady, serverToday, SERVER_CLOCK_REFRESH_MS } = await pageLoad();
    // Hourly, as docs/FEATURES.md says.
    expect(SERVER_CLOCK_REFRESH_MS).toBe(60 * 60_000);
    await serverClockReady();
    expect(serverToday()).toEqual(demoDay());

    // The server's clock moves three days on (it was set right, say); the browser's keeps its own pace.
    const later = addDays(demoDay(), 3);
    server.use(http.get(TIME_UTILITY, () => HttpResponse.json({ utcNow: later.toISOString() })));
    await vi.advanceTimersByTimeAsync(SERVER_CLOCK_REFRESH_MS - 1);
    expect(serverToday()).toEqual(demoDay());
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(serverToday()).toEqual(later));
    expect(callsTo('/api/timeutility')).toHaveLength(2);
  });

  it('asks again after SERVER_CLOCK_RETRY_MS when an ask failed, and follows the server from then on', async () => {
    server.use(http.get(TIME_UTILITY, () => HttpResponse.error(), { once: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: WRONG_BROWSER_NOW });
    const { serverClockReady, serverToday, SERVER_CLOCK_RETRY_MS } = await pageLoad();
    await serverClockReady();
    expect(serverToday()).toEqual(WRONG_BROWSER_DAY);
    await vi.advanceTimersByTimeAsync(SERVER_CLOCK_RETRY_MS);
    await vi.waitFor(() => expect(serverToday()).toEqual(demoDay()));
  });
});
