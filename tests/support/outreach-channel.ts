import { act } from '@testing-library/react';
import type { Mock } from 'vitest';

/** A message of the outreach channel (docs/contract.md, "The outreach app's channel"). */
export interface ChannelMessage {
  type: string;
  [key: string]: unknown;
}

/** The outreach app's end of the channel, as a test holds it. */
export interface OutreachTestChannel {
  port: MessagePort;
  /** What the portal sent on the port, in order (the tokens `settle` asked for left out). */
  received: ChannelMessage[];
  /** Resolves once the port has been closed (by the portal, when the frame goes). */
  closed: Promise<void>;
  /** Posts on the port and waits until the portal has handled it. */
  send: (message: unknown) => Promise<void>;
  /**
   * Waits until the portal has handled everything sent on the port so far and everything it sent before
   * has arrived: one token round trip (a port delivers in order), whose answer is not kept in `received`.
   */
  settle: () => Promise<void>;
}

interface NodeMessagePort {
  once: (event: 'close', listener: () => void) => void;
}

/**
 * The port the portal handed the outreach frame: the one `postMessage` call on the frame's window (spied on
 * as `posted`) that transfers something. Fails unless exactly one call did.
 */
export function handedPort(posted: Mock): MessagePort {
  const handed = posted.mock.calls.filter(([, , transfer]) => Array.isArray(transfer) && transfer.length > 0);
  if (handed.length !== 1) throw new Error(`expected one port handed to the frame, got ${handed.length}`);
  const [port] = handed[0]![2] as MessagePort[];
  if (!port) throw new Error('no port');
  return port;
}

/** Takes the outreach app's end of the channel the portal handed over (see `handedPort`). */
export function openOutreachChannel(posted: Mock): OutreachTestChannel {
  const port = handedPort(posted);
  const received: ChannelMessage[] = [];
  let settled: (() => void) | null = null;
  port.onmessage = (event: MessageEvent<ChannelMessage>) => {
    if (event.data.type === 'access_token' && settled) {
      settled();
      settled = null;
      return;
    }
    received.push(event.data);
  };
  // The tests run in Node, whose MessagePort says so when either end closes.
  const closed = new Promise<void>((resolve) => (port as unknown as NodeMessagePort).once('close', resolve));
  const settle = () =>
    act(async () => {
      const answered = new Promise<void>((resolve) => (settled = resolve));
      port.postMessage({ type: 'access_token_request' });
      await answered;
    });
  return {
    port,
    received,
    closed,
    settle,
    send: async (message) => {
      port.postMessage(message);
      await settle();
    },
  };
}
