import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation inside the portal, focus goes to the new page's h1 (tabindex -1), so a screen reader
 * reads the new page. Not on landing (the skip link stays the first Tab stop), not on a query change, not
 * when a dialog or field already took focus, not after a key or pointer press since the address changed,
 * and not from inside an open menu (it would close). It waits a frame so closing menus return focus first.
 */
export function useNewPageFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const state = useRef({
    pending: false,
    heading: null as HTMLHeadingElement | null,
    text: '',
    navigatedAt: 0,
    pressedAt: 0,
  });

  // A layout effect: it marks the navigation before the new page's DOM is observed (observer callbacks run
  // right after the commit, before passive effects).
  useLayoutEffect(() => {
    if (!state.current.heading) return;
    state.current.pending = true;
    state.current.navigatedAt = performance.now();
  }, [pathname]);

  // The press that navigated comes before the address changes; a later one is the person moving on.
  useEffect(() => {
    const pressed = () => {
      state.current.pressedAt = performance.now();
    };
    document.addEventListener('pointerdown', pressed, true);
    document.addEventListener('keydown', pressed, true);
    return () => {
      document.removeEventListener('pointerdown', pressed, true);
      document.removeEventListener('keydown', pressed, true);
    };
  }, []);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    let frame = 0;
    const check = () => {
      const heading = root.querySelector('h1');
      const seen = state.current;
      if (!heading || (heading === seen.heading && heading.textContent === seen.text)) return;
      const landing = seen.heading === null;
      seen.heading = heading;
      seen.text = heading.textContent ?? '';
      if (landing || !seen.pending) return;
      seen.pending = false;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (!heading.isConnected || seen.pressedAt > seen.navigatedAt || focusTaken(root)) return;
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus();
        });
      });
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [main]);
}

/** Focus the new page, an open dialog or an open menu holds: on an element in the page, or inside those. */
function focusTaken(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return root.contains(active) || active.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;
}
