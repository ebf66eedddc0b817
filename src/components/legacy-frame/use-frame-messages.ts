import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

export interface FrameMessages<Outbound> {
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Posts to the frame's page only while it is on `origin` (the browser drops it otherwise, transfer and all). */
  post: (message: Outbound, transfer?: Transferable[]) => void;
}

/**
 * A frame's two-way messages with its page on `origin`; messages from another origin, window or an
 * earlier document of the frame are dropped. It listens from the commit (a layout effect): a passive
 * effect can run a task later on a busy machine, and a message posted in between was lost.
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
