import { screen, waitFor } from '@testing-library/react';
import { http, passthrough } from 'msw';
import { expect, it } from 'vitest';
import { ACME, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { OutreachDashboardPage } from './outreach-dashboard-page';

/**
 * A file of its own: the server's clock is asked once per page load (module state), and this test needs
 * the first ask, held until the token call has left.
 */
const { server } = recordedDemoBackend();

it('asks for the outreach token while the time utility has not answered yet', async () => {
  stubResizeObserver();
  const sent: string[] = [];
  let answerClock = () => {};
  const clockHeld = new Promise<void>((resolve) => {
    answerClock = resolve;
  });
  server.events.on('request:start', ({ request }) => sent.push(new URL(request.url).pathname));
  server.use(
    http.get('*/api/timeutility', async () => {
      await clockHeld;
      return passthrough();
    }),
  );

  await renderApp(<OutreachDashboardPage />, {
    url: paths.outreachDashboard.href(),
    companyId: ACME,
  });
  // The page waits for the clock (its period); the token it needs anyway is already on its way.
  await waitFor(() => expect(sent).toContain('/api/Outreach'));
  expect(sent).toContain('/api/timeutility');
  expect(screen.queryByRole('heading', { name: 'Outreach Dashboard' })).toBeNull();

  answerClock();
  expect(await screen.findByRole('heading', { level: 1, name: 'Outreach Dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(sent.filter((path) => path.startsWith('/r/Dashboard/'))).toHaveLength(3));
  // One token call: the page's own query found the prefetched answer.
  expect(sent.filter((path) => path === '/api/Outreach')).toHaveLength(1);
});
