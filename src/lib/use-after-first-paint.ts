import { useEffect, useState } from 'react';

let painted = false;

/**
 * False in the render that mounts the caller and until the browser has painted it; then true, and true at
 * once for every later caller. What waits for it (the top bar's menus, the bell, the inactivity dialog)
 * starts downloading after the page's first paint instead of competing with what that paint needs.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; the task after it, once the frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
