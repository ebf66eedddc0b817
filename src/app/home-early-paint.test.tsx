import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import en from '@/locales/en/navigation.json';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';

const { server } = recordedDemoBackend();

/** Signed in, the companies call not answered yet. */
async function visitBeforeTheCompanies(url: string) {
  server.use(http.get('*/api/companies', () => delay('infinite')));
  return renderApp(undefined, { url });
}

describe('before the companies arrive', () => {
  it("paints Home's heading and text, holding the tiles' place", async () => {
    await visitBeforeTheCompanies(paths.home.href());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: en.home.title })).toBeInTheDocument();
    expect(main).toHaveTextContent(en.home.welcome);
    // The tiles' place is held by skeletons hidden from assistive technology; no tile list yet.
    // eslint-disable-next-line testing-library/no-node-access -- hidden from every role query by design
    expect(main.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(within(main).queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps every other page behind the loading state (its gates need the company)', async () => {
    await visitBeforeTheCompanies(paths.accountOrders.href());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('status')).toBeInTheDocument();
    // A few frames later still nothing of the page: it waits for the session, not for its module.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(main).getByRole('status')).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
