import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { expect, it } from 'vitest';
import { routeTable } from '@/app/router';
import { paths } from '@/config/paths';
import { loadModule } from '@/lib/load-with-recovery';
import en from '@/locales/en/navigation.json';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';

const { server } = recordedDemoBackend();

// Counted inside a MutationObserver on every commit, so a plain selector rather than a role query (which
// computes accessibility for the whole tree each time); the drawer's collapsed groups hide most items.
// eslint-disable-next-line testing-library/no-node-access -- read on every commit: a role query there is too slow
const drawerLinks = () => document.querySelectorAll('#navigation-drawer nav li');

// The drawer's items, in order. Read twice, so a role query: on Home every group is closed, and a closed
// group's links are hidden, so these are the top-level items (a group's own links in its text).
const topLevelNames = () =>
  within(screen.getByRole('navigation', { name: en.drawer.label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it("mounts the drawer's links after the page has painted and the companies have answered, all in one commit", async () => {
  // Signed in, the companies call held: Home paints its heading at once. Its module is there, as start-up
  // asks for it before the first render (preloadPageAt); loading it here would race the drawer.
  const home = routeTable.find((entry) => entry.key === 'home');
  if (!home?.load) throw new Error('the route table has no Home page');
  await loadModule(home.load);
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  // Returning nothing hands the request on to the demo backend once it is let go.
  server.use(http.get('*/api/companies', () => answered.then(() => undefined)));
  // What the drawer held when the page's heading first reached the DOM, and when its first links did
  // (mutation records come per commit).
  let linksWithTheHeading: number | undefined;
  let firstItems: string[] | undefined;
  const observer = new MutationObserver(() => {
    // eslint-disable-next-line testing-library/no-node-access -- read on every commit, as drawerLinks is
    if (linksWithTheHeading === undefined && document.querySelector('main h1')) {
      linksWithTheHeading = drawerLinks().length;
    }
    if (firstItems === undefined && drawerLinks().length > 0) firstItems = topLevelNames();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await renderApp(undefined, { url: paths.home.href() });
  expect(await screen.findByRole('heading', { level: 1, name: en.home.title })).toBeInTheDocument();
  // Painted, and the companies not answered: links shown now would be the ungated ones only, and the gated
  // ones arriving later would push them down the drawer (a layout shift).
  await delay(300);
  expect(drawerLinks()).toHaveLength(0);

  answer();
  await waitFor(() => expect(drawerLinks().length).toBeGreaterThan(3));
  await screen.findByText('Acme Health');
  observer.disconnect();

  expect(linksWithTheHeading).toBe(0);
  expect(firstItems).toEqual(topLevelNames());
});

// jsdom has no matchMedia, so the drawer takes the window for a small screen's, where it is an overlay; its
// style sheets apply the wide layout's rules too, which hide the Menu and Close buttons from role queries
// and from focus (where focus goes is proved in Chromium, tests/e2e/navigation.spec.ts).
const menuButton = () => screen.getByText(en.topBar.menu, { selector: 'button' });

it('on a small screen the open drawer is modal: the page inert and still, Escape closes it from anywhere', async () => {
  const { user } = await renderApp(undefined, { url: paths.home.href() });
  await screen.findByRole('heading', { level: 1, name: en.home.title });
  const menu = menuButton();
  // eslint-disable-next-line testing-library/no-node-access -- inert sits on the page's wrapper, which has no role
  const pageInert = () => screen.getByRole('main').closest('[inert]') !== null;
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(menu);
  const drawer = screen.getByRole('dialog', { name: en.drawer.label });
  expect(drawer).toHaveAttribute('aria-modal', 'true');
  expect(pageInert()).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');

  // Escape closes it wherever focus is.
  document.body.focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(pageInert()).toBe(false);
  expect(document.body.style.overflow).toBe('');
});

it('a tap on the dimmed page beside the open drawer closes it', async () => {
  const { user } = await renderApp(undefined, { url: paths.home.href() });
  await screen.findByRole('heading', { level: 1, name: en.home.title });
  await user.click(menuButton());
  expect(screen.getByRole('dialog', { name: en.drawer.label })).toBeInTheDocument();
  await user.click(screen.getByTestId('navigation-drawer-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
