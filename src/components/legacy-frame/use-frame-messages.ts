import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

export interface FrameMessages<Outbound> {
  /** For the frame element. */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /**
   * Posts to the page the frame shows, only while it is on `origin` (the browser drops it otherwise, with
   * whatever `transfer` carries, such as a channel's port).
   */
  post: (message: Outbound, transfer?: Transferable[]) => void;
}

/**
 * A frame's two-way messages with its page on `origin`. `onMessage` gets what that page posts, and nothing
 * else: a message from another origin, from another window, or from a document the frame no longer shows (a
 * remounted frame has a new window) is dropped. Its `reply` is `post`; `frame` is the element it came through.
 *
 * It listens from the commit that puts the frame in the document (a layout effect). A passive effect runs a
 * task later when React yields after a long commit, as it does on a busy machine, and a message the page
 * posted in between was lost.
 */
export function useFrameMessages<Outbound = never>(
  origin: string,
  onMessage: (
    data: unknown,
    reply: (message: Outbound, transfer?: Transferable[]) => void,
    frame: HTMLIFrameElement,
  ) => void,
): FrameMessages<Outbound> {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const post = useCallback(
    (message: Outbound, transfer: Transferable[] = []) =>
      frameRef.current?.contentWindow?.postMessage(message, origin, transfer),
    [origin],
  );
  const handler = useRef(onMessage);
  useLayoutEffect(() => {
    handler.current = onMessage;
  });
  useLayoutEffect(() => {
    function listener(event: MessageEvent<unknown>) {
      const frame = frameRef.current;
      if (!frame || event.origin !== origin || event.source === null || event.source !== frame.contentWindow) return;
      handler.current(event.data, post, frame);
    }
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin, post]);
  return { frameRef, post };
}
