/**
 * Renewals shared by the tabs that hold one refresh token. A duplicated tab starts with a copy of the
 * original's sessionStorage, refresh token included; the provider rotates refresh tokens and, as Auth0 and
 * Okta do, revokes the whole session when a used one comes back. So only one tab of the origin renews at a
 * time (a Web Lock), and a tab that rotated a token tells the others what it got for it: a tab still holding
 * that token takes the new set instead of sending the old token again.
 */
export const RENEWAL_CHANNEL = 'employer-portal:renewal';
const RENEWAL_LOCK = 'employer-portal:renewal';
/** How long a tab that knows of other tabs waits for one to say it already rotated its refresh token. */
export const ASK_TIMEOUT_MS = 300;
/** Rotations remembered to answer a tab that asks late (each renewal adds one). */
const REMEMBERED_ROTATIONS = 4;

type Message =
  | { type: 'hello' }
  | { type: 'here' }
  | { type: 'ask'; from: string }
  | { type: 'rotated'; from: string; user: string };

function parse(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, from, user } = data as Record<string, unknown>;
  if (type === 'hello' || type === 'here') return { type };
  if (type === 'ask' && typeof from === 'string') return { type, from };
  if (type === 'rotated' && typeof from === 'string' && typeof user === 'string') return { type, from, user };
  return null;
}

export interface RenewalChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
}

export type ExclusiveLock = <T>(run: () => Promise<T>) => Promise<T>;

export interface RenewalCoordinatorDeps {
  channel: RenewalChannel | null;
  lock: ExclusiveLock;
  /** The refresh token this tab holds now (null without one). */
  currentRefreshToken: () => Promise<string | null>;
  /** Takes a stored user another tab got by rotating this tab's refresh token. */
  adopt: (storedUser: string) => Promise<void>;
  askTimeoutMs?: number;
}

export interface RenewalCoordinator {
  /**
   * Renews through `renew` (which answers the new stored user) unless another tab already rotated the
   * refresh token `from`: then that tab's result is adopted and `renew` is not called.
   */
  renew: (from: string, renew: () => Promise<string | null>) => Promise<void>;
}

/** The origin-wide Web Lock, or none where the browser lacks Web Locks (then each tab renews alone). */
export function webLock(): ExclusiveLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (run) => run();
  return (run) => locks.request(RENEWAL_LOCK, run);
}

export function openRenewalChannel(): RenewalChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(RENEWAL_CHANNEL);
}

export function createRenewalCoordinator(deps: RenewalCoordinatorDeps): RenewalCoordinator {
  const { channel, lock } = deps;
  const askTimeoutMs = deps.askTimeoutMs ?? ASK_TIMEOUT_MS;
  const rotations = new Map<string, string>();
  const waiting = new Map<string, (user: string) => void>();
  let peersSeen = false;

  const remember = (from: string, user: string) => {
    rotations.set(from, user);
    while (rotations.size > REMEMBERED_ROTATIONS) rotations.delete(rotations.keys().next().value as string);
  };

  channel?.addEventListener('message', (event) => {
    const message = parse(event.data);
    if (!message) return;
    peersSeen = true;
    if (message.type === 'hello') channel.postMessage({ type: 'here' });
    if (message.type === 'ask') {
      const user = rotations.get(message.from);
      if (user) channel.postMessage({ type: 'rotated', from: message.from, user });
    }
    if (message.type === 'rotated') {
      remember(message.from, message.user);
      waiting.get(message.from)?.(message.user);
      void (async () => {
        if ((await deps.currentRefreshToken()) === message.from) await deps.adopt(message.user);
      })();
    }
  });
  channel?.postMessage({ type: 'hello' });

  /** A peer's rotation of `from`, if one answers within the ask timeout. */
  const ask = (from: string): Promise<string | null> => {
    const known = rotations.get(from);
    if (known) return Promise.resolve(known);
    if (!channel || !peersSeen) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(from);
        resolve(null);
      }, askTimeoutMs);
      waiting.set(from, (user) => {
        clearTimeout(timer);
        waiting.delete(from);
        resolve(user);
      });
      channel.postMessage({ type: 'ask', from });
    });
  };

  return {
    renew: (from, renew) =>
      lock(async () => {
        // Another tab's rotation may have been adopted while this one waited for the lock.
        if ((await deps.currentRefreshToken()) !== from) return;
        const elsewhere = await ask(from);
        if (elsewhere) {
          await deps.adopt(elsewhere);
          return;
        }
        const stored = await renew();
        if (stored) {
          remember(from, stored);
          channel?.postMessage({ type: 'rotated', from, user: stored });
        }
      }),
  };
}
