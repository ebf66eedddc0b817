import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation inside the portal, focus goes to the new page's heading (its h1, focusable for it with
 * tabindex -1): a screen reader reads the page that opened, and the next Tab goes on inside that page.
 * Without it focus stayed where the navigation started, on the drawer's link or on Menu (phones).
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
  // The heading last seen (none before the first page's: landing) and whether an address change awaits its
  // page's heading.
  const state = useRef({ pending: false, heading: null as HTMLHeadingElement | null, text: '' });

  // A layout effect: it marks the navigation before the new page's DOM is observed (observer callbacks run
  // right after the commit, before passive effects).
  useLayoutEffect(() => {
    if (state.current.heading) state.current.pending = true;
  }, [pathname]);

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
          if (!heading.isConnected || focusTaken(root)) return;
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

/** Focus the new page or an open dialog holds: on an element in the page, or inside a dialog. */
function focusTaken(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return root.contains(active) || active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}
