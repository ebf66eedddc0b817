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
 * - Once the person has pressed a key or a pointer since the address changed (opened a menu while the page
 *   was loading, say), the heading does not take focus from what they went on to.
 * - Focus inside an open menu stays there: taking it would close the menu. The address changes at once but
 *   the router commits a page whose code is still loading only when it is in (a transition), so a menu
 *   opened meanwhile may be open when the heading shows, without a press counted after the commit.
 * - It waits for the frame after the heading shows, so a menu or dialog closed by the navigation has given
 *   focus back to its trigger first.
 */
export function useNewPageFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The heading last seen (none before the first page's: landing), whether an address change awaits its
  // page's heading, and when the address last changed and a key or pointer was last pressed.
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
