import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_BROADCAST_INTERVAL_MS,
  CROSS_TAB_CHANNEL,
  announceLogout,
  createCrossTab,
  onLogoutElsewhere,
  type CrossTab,
} from './cross-tab';

const opened: { close: () => void }[] = [];

afterEach(() => {
  for (const item of opened.splice(0)) item.close();
});

let channelCount = 0;

/** Two tabs of one browser: real BroadcastChannels (Node has them) on a channel of this test alone. */
function twoTabs(now: () => number = Date.now): [CrossTab, CrossTab] {
  channelCount += 1;
  const name = `cross-tab-test-${channelCount}`;
  const tab = () => createCrossTab({ openChannel: () => new BroadcastChannel(name), now });
  const pair: [CrossTab, CrossTab] = [tab(), tab()];
  opened.push(...pair);
  return pair;
}

/** A message crosses the channel on a later turn of the event loop. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('cross-tab activity', () => {
  it('reaches the other tab, not the one that saw it', async () => {
    const [first, second] = twoTabs();
    const inFirst = vi.fn();
    const inSecond = vi.fn();
    first.onActivityElsewhere(inFirst);
    second.onActivityElsewhere(inSecond);
    first.announceActivity();
    await vi.waitFor(() => expect(inSecond).toHaveBeenCalledOnce());
    await delivered();
    expect(inFirst).not.toHaveBeenCalled();
  });

  it('is sent at most once per interval, however often the mouse moves', async () => {
    let clock = 1_000_000;
    const [first, second] = twoTabs(() => clock);
    const received = vi.fn();
    second.onActivityElsewhere(received);
    for (let step = 0; step < 50; step += 1) {
      first.announceActivity();
      clock += 50;
    }
    await delivered();
    expect(received).toHaveBeenCalledTimes(1);
    clock += ACTIVITY_BROADCAST_INTERVAL_MS;
    first.announceActivity();
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(2));
  });

  it('always sends Stay Logged In, even right after other activity', async () => {
    const clock = 1_000_000;
    const [first, second] = twoTabs(() => clock);
    const received = vi.fn();
    second.onActivityElsewhere(received);
    first.announceActivity();
    first.announceStayLoggedIn();
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(2));
  });

  it('stops calling back once unsubscribed', async () => {
    const [first, second] = twoTabs();
    const received = vi.fn();
    const unsubscribe = second.onActivityElsewhere(received);
    unsubscribe();
    first.announceActivity();
    await delivered();
    expect(received).not.toHaveBeenCalled();
  });
});

describe('cross-tab log out', () => {
  it('is delivered to every other tab', async () => {
    const [first, second] = twoTabs();
    const third = createCrossTab({ openChannel: () => new BroadcastChannel(`cross-tab-test-${channelCount}`) });
    opened.push(third);
    const inSecond = vi.fn();
    const inThird = vi.fn();
    second.onLogoutElsewhere(inSecond);
    third.onLogoutElsewhere(inThird);
    first.announceLogout();
    await vi.waitFor(() => {
      expect(inSecond).toHaveBeenCalledOnce();
      expect(inThird).toHaveBeenCalledOnce();
    });
  });

  it('is not echoed by a tab that logs out because another one did', async () => {
    const [first, second] = twoTabs();
    const inFirst = vi.fn();
    first.onLogoutElsewhere(inFirst);
    second.onLogoutElsewhere(() => second.announceLogout());
    first.announceLogout();
    await delivered();
    await delivered();
    expect(inFirst).not.toHaveBeenCalled();
  });

  it('does nothing where no channel exists', () => {
    const alone = createCrossTab({ openChannel: () => null });
    expect(() => {
      alone.announceActivity();
      alone.announceLogout();
      alone.onLogoutElsewhere(vi.fn())();
    }).not.toThrow();
  });

  it('goes through the module functions on the portal channel', async () => {
    const otherTab = new BroadcastChannel(CROSS_TAB_CHANNEL);
    opened.push(otherTab);
    const heard = vi.fn();
    otherTab.addEventListener('message', (event) => heard(event.data));
    const callback = vi.fn();
    const unsubscribe = onLogoutElsewhere(callback);
    announceLogout();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ type: 'logout' }));
    otherTab.postMessage({ type: 'logout' });
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
    unsubscribe();
    otherTab.postMessage({ type: 'something else' });
    await delivered();
    expect(callback).toHaveBeenCalledOnce();
  });
});
