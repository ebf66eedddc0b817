import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useRef, useState, type ReactElement } from 'react';
import { createBrowserRouter, createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect, it } from 'vitest';
import { paths } from '@/config/paths';
import en from '@/locales/en/navigation.json';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { useNewPageFocus } from './use-new-page-focus';

recordedDemoBackend();

const pageHeading = () => within(screen.getByRole('main')).getByRole('heading', { level: 1 });
/** Three frames: longer than the hook waits after a heading shows. */
const frames = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        let left = 3;
        const next = () => (--left === 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );

it('leaves focus at the start of the page a visit lands on: the skip link stays the first Tab stop', async () => {
  await renderApp(undefined, { url: paths.home.href() });
  await screen.findByRole('heading', { level: 1, name: en.home.title });
  await frames();
  expect(document.body).toHaveFocus();
});

it("gives focus to the new page's heading after a link, and keeps it where it is when only the query changes", async () => {
  const { user, router } = await renderApp(undefined, { url: paths.home.href() });
  await screen.findByRole('heading', { level: 1, name: en.home.title });

  const drawer = screen.getByRole('navigation', { name: en.drawer.label });
  await user.click(await within(drawer).findByRole('link', { name: en.routes.help }));
  const heading = await screen.findByRole('heading', { level: 1, name: en.routes.help });
  await waitFor(() => expect(heading).toHaveFocus());
  // Reachable by script only: Tab goes on from it into the page, not to it.
  expect(heading).toHaveAttribute('tabindex', '-1');

  // The same page with another query (a report's filters): focus stays on the control in use.
  const home = within(drawer).getByRole('link', { name: en.routes.home });
  home.focus();
  await act(() => router.navigate(`${paths.help.href()}?tab=1`));
  await frames();
  expect(home).toHaveFocus();

  // Back to Home: its heading takes focus.
  await user.click(home);
  await waitFor(() => expect(pageHeading()).toHaveTextContent(en.home.title));
  await waitFor(() => expect(pageHeading()).toHaveFocus());
});

/** Renders `layout` around two pages in the router `create` makes: a heading First at /, and `second`. */
function renderTwoPages(
  create: (routes: RouteObject[]) => ReturnType<typeof createMemoryRouter>,
  layout: ReactElement,
  second: ReactElement,
) {
  const router = create([
    {
      element: layout,
      children: [
        { path: '/', element: <h1>First</h1> },
        { path: '/second', element: second },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

/** A shell with a button beside main, and a second page whose heading shows when the test says so. */
function renderLateHeading() {
  let showHeading = () => {};
  function Layout() {
    const main = useRef<HTMLElement>(null);
    useNewPageFocus(main);
    return (
      <>
        <button type="button">Notifications</button>
        <main ref={main}>
          <Outlet />
        </main>
      </>
    );
  }
  function LatePage() {
    const [shown, setShown] = useState(false);
    showHeading = () => setShown(true);
    return shown ? <h1>Second</h1> : <p>Loading</p>;
  }
  const router = renderTwoPages(createMemoryRouter, <Layout />, <LatePage />);
  return { router, user: userEvent.setup(), showHeading: () => act(() => showHeading()) };
}

it("leaves focus where the person went on to when they pressed a key or pointer before the new page's heading showed", async () => {
  const { router, user, showHeading } = renderLateHeading();
  await act(() => router.navigate('/second'));
  await screen.findByText('Loading');
  // Opened the bell while the page was loading: the heading that shows next does not take focus from it.
  const bell = screen.getByRole('button', { name: 'Notifications' });
  await user.click(bell);
  showHeading();
  await frames();
  expect(bell).toHaveFocus();

  // Without a press in between, the late heading takes focus (the harness does show it).
  await act(() => router.navigate('/'));
  await act(() => router.navigate('/second'));
  await screen.findByText('Loading');
  showHeading();
  await frames();
  expect(screen.getByRole('heading', { level: 1, name: 'Second' })).toHaveFocus();
});

/**
 * The browser's address changes at once, but the router commits a page whose code is still loading only
 * when it is in (a transition): the old page and the top bar stay usable meanwhile. A second page here
 * suspends until the test lets its "code" in; a menu beside main takes focus as a real one does.
 */
function renderSuspendingPage() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  function Layout() {
    const main = useRef<HTMLElement>(null);
    const [menuOpen, setMenuOpen] = useState(false);
    useNewPageFocus(main);
    return (
      <>
        <button type="button" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          Notifications
        </button>
        {menuOpen ? (
          <div role="menu" tabIndex={-1} ref={(menu) => menu?.focus()}>
            <a role="menuitem" href="/list">
              View all
            </a>
          </div>
        ) : null}
        <main ref={main}>
          <Suspense fallback={<p>Loading</p>}>
            <Outlet />
          </Suspense>
        </main>
      </>
    );
  }
  function LoadingPage() {
    use(code);
    return <h1>Second</h1>;
  }
  window.history.replaceState(null, '', '/');
  const router = renderTwoPages(createBrowserRouter, <Layout />, <LoadingPage />);
  // Outside act: act's queue never retries a transition that an urgent update (the menu opening) met while
  // it was suspended, which a browser does. findBy* waits with the act environment off, as the browser runs.
  return { router, arrive };
}

/** Renders the suspending harness and starts the navigation to the page whose code is still loading. */
async function loadingSecondPage() {
  const { router, arrive } = renderSuspendingPage();
  await screen.findByRole('heading', { level: 1, name: 'First' });
  await act(async () => {
    void router.navigate('/second');
  });
  // The address moved on; the old page still shows, as the router waits for the new one's code.
  await waitFor(() => expect(window.location.pathname).toBe('/second'));
  expect(screen.getByRole('heading', { level: 1, name: 'First' })).toBeInTheDocument();
  /** Lets the code in and waits until the new heading had its chance to take focus. */
  const arrived = async () => {
    arrive();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Second' });
    await frames();
    return heading;
  };
  return { arrived };
}

it.each([
  // A person opens it: the hook notes presses on pointerdown, before the late commit.
  ['opened with a pointer while the new page was loading', true],
  ['opened by a script, with nothing pressed', false],
])('keeps focus in an open menu %s', async (_, pressed) => {
  const { arrived } = await loadingSecondPage();
  const bell = screen.getByRole('button', { name: 'Notifications' });
  await waitFor(() => {
    if (pressed) bell.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    bell.click();
    expect(screen.getByRole('menu')).toHaveFocus();
  });
  const menu = screen.getByRole('menu');
  await arrived();
  expect(menu).toHaveFocus();
});

it('gives focus to the heading of a page whose code arrived late when nothing was pressed meanwhile', async () => {
  const { arrived } = await loadingSecondPage();
  expect(await arrived()).toHaveFocus();
});
