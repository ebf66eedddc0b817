/** The channel every tab of the portal listens on (a BroadcastChannel never crosses origins). */
export const CROSS_TAB_CHANNEL = 'employer-portal:session';

/** At most one activity message per this many ms: mouse moves fire far more often than that. */
export const ACTIVITY_BROADCAST_INTERVAL_MS = 5_000;

type CrossTabMessage = { type: 'activity' } | { type: 'logout' };

function parseMessage(data: unknown): CrossTabMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  return data.type === 'activity' || data.type === 'logout' ? { type: data.type } : null;
}

/** What the module needs of a BroadcastChannel (tests pass their own). */
export interface CrossTabChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
  close: () => void;
}

export interface CrossTab {
  /** This tab saw activity; the other tabs reset their inactivity timers (throttled). */
  announceActivity: () => void;
  /** Stay Logged In in this tab: the other tabs end their countdown too (never throttled). */
  announceStayLoggedIn: () => void;
  /** Calls back when another tab saw activity or its user chose Stay Logged In. */
  onActivityElsewhere: (callback: () => void) => () => void;
  /** This tab logs out; every other tab of the portal follows. */
  announceLogout: () => void;
  /** Calls back when another tab logged out. */
  onLogoutElsewhere: (callback: () => void) => () => void;
  close: () => void;
}

export interface CrossTabOptions {
  /** Opens the channel on first use; null where BroadcastChannel does not exist (nothing is shared then). */
  openChannel?: () => CrossTabChannel | null;
  now?: () => number;
  activityIntervalMs?: number;
}

const openBroadcastChannel = (): CrossTabChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CROSS_TAB_CHANNEL);

/**
 * Activity and log out shared by the portal's tabs of one browser. No storage-event fallback: every
 * browser the portal supports has BroadcastChannel, and a fallback would put session traffic in
 * localStorage, which holds only the company choice and the language (docs/decisions/0008-where-the-session-lives.md).
 */
export function createCrossTab({
  openChannel = openBroadcastChannel,
  now = () => Date.now(),
  activityIntervalMs = ACTIVITY_BROADCAST_INTERVAL_MS,
}: CrossTabOptions = {}): CrossTab {
  const activityListeners = new Set<() => void>();
  const logoutListeners = new Set<() => void>();
  let channel: CrossTabChannel | null | undefined;
  let lastActivitySentAt = Number.NEGATIVE_INFINITY;
  // A tab that leaves because another logged out stays quiet: repeating it would only echo between tabs.
  let loggedOutElsewhere = false;

  const onMessage = (event: MessageEvent<unknown>) => {
    const message = parseMessage(event.data);
    if (message?.type === 'activity') for (const listener of [...activityListeners]) listener();
    if (message?.type === 'logout') {
      loggedOutElsewhere = true;
      for (const listener of [...logoutListeners]) listener();
    }
  };

  const ensureChannel = (): CrossTabChannel | null => {
    if (channel === undefined) {
      channel = openChannel();
      channel?.addEventListener('message', onMessage);
    }
    return channel;
  };

  const post = (message: CrossTabMessage) => ensureChannel()?.postMessage(message);

  const subscribe = (listeners: Set<() => void>, callback: () => void) => {
    ensureChannel();
    const listener = () => callback();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return {
    announceActivity: () => {
      const at = now();
      // A clock set back (or a sleeping laptop's catch-up) must not silence the tab for that long.
      if (at >= lastActivitySentAt && at - lastActivitySentAt < activityIntervalMs) return;
      lastActivitySentAt = at;
      post({ type: 'activity' });
    },
    announceStayLoggedIn: () => {
      lastActivitySentAt = now();
      post({ type: 'activity' });
    },
    onActivityElsewhere: (callback) => subscribe(activityListeners, callback),
    announceLogout: () => {
      if (!loggedOutElsewhere) post({ type: 'logout' });
    },
    onLogoutElsewhere: (callback) => subscribe(logoutListeners, callback),
    close: () => {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      channel = undefined;
      activityListeners.clear();
      logoutListeners.clear();
    },
  };
}

let shared: CrossTab | undefined;
const tabs = (): CrossTab => (shared ??= createCrossTab());

/** This tab saw activity: the other tabs reset their inactivity timers (at most one message per 5 s). */
export const announceActivity = (): void => tabs().announceActivity();
/** Stay Logged In here counts as activity in every tab, ending their countdown too. */
export const announceStayLoggedIn = (): void => tabs().announceStayLoggedIn();
/** Another tab saw activity or chose Stay Logged In. Returns the unsubscribe function. */
export const onActivityElsewhere = (callback: () => void): (() => void) => tabs().onActivityElsewhere(callback);
/** This tab logs out (call it from the session's sign-out): the other tabs of the portal follow. */
export const announceLogout = (): void => tabs().announceLogout();
/** Another tab logged out: sign this one out too. Returns the unsubscribe function. */
export const onLogoutElsewhere = (callback: () => void): (() => void) => tabs().onLogoutElsewhere(callback);
