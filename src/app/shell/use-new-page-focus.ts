import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation inside the portal, focus goes to the new page's heading (its h1, focusable for it with
 * tabindex -1): a screen reader reads the page that opened, and the next Tab starts in it, where it was
 * left on the link (wide screens) or on Menu (phones), in a part of the page that did not change.
 *
 * - The page a visit lands on keeps the browser's start: the skip link is the first Tab stop. Redirects
 *   before its first heading (a group's first child, a gate) count as landing.
 * - The heading is the one that replaces the old page's: a page's module may still be loading when the
 *   address changes, and the old page stays until it is in.
 * - A change of the query alone (a report's filters) is not a new page.
 * - Focus the new page or a dialog already took (a field focused on opening) stays where it is.
 * - It waits for the frame after the heading shows, so a menu or dialog closed by the navigation has given
 *   focus back to its trigger first.
 */
export function useNewPageFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const state = useRef({ landed: false, pending: false, heading: null as Element | null, text: '' });

  // A layout effect: it marks the navigation before the new page's DOM is observed (observer callbacks run
  // right after the commit, before passive effects).
  useLayoutEffect(() => {
    if (state.current.landed) state.current.pending = true;
  }, [pathname]);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    let frame = 0;
    const check = () => {
      const heading = root.querySelector('h1');
      const seen = state.current;
      if (!heading || (heading === seen.heading && heading.textContent === seen.text)) return;
      seen.heading = heading;
      seen.text = heading.textContent ?? '';
      if (!seen.landed) {
        seen.landed = true;
        return;
      }
      if (!seen.pending) return;
      seen.pending = false;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (!heading.isConnected || focusTaken(root)) return;
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          (heading as HTMLElement).focus();
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

/** Focus the new page or an open dialog holds: on an element in the page, or inside a dialog. */
function focusTaken(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return root.contains(active) || active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}
