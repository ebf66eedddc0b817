import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { paths } from '@/config/paths';
import en from '@/locales/en/navigation.json';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';

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
  await user.click(within(drawer).getByRole('link', { name: en.routes.help }));
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
