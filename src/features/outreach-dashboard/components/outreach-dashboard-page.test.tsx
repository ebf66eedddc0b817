import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACME, BETA, demoDay, GAMMA, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { configureApiClient } from '@/lib/api-client';
import { OutreachDashboardPage } from './outreach-dashboard-page';

/**
 * The dashboard as the demo owner sees it for each of their companies, the session and the company list
 * from the demo backend, the outreach token and the gateway answered by stand-ins of the test's own (a
 * JWT-shaped token `head.<company>.sig` and a total per company). The page is rendered on its own, not at its address:
 * the route's gates let only Acme Health in (Beta and Gamma lack the outreach product), while these tests
 * are about what the page does for a company with a token, another one, and one without.
 */

/** Per company: its total of job links sent; Beta Logistics has no token. */
const TOTALS: Record<number, number> = { [ACME]: 633, [GAMMA]: 41 };
const calls: { path: string; authorization: string | null; body: unknown }[] = [];
let pipelineStatus = 200;

const zero = { minorities: 0, veterans: 0, iwd: 0, women: 0, stateWorkforce: 0, other: 0 };
const tokenOf = (companyId: number) => `head.${companyId}.sig`;
const companyOfToken = (request: Request) =>
  Number(/^Bearer head\.(\d+)\.sig$/.exec(request.headers.get('authorization') ?? '')?.[1]);

const { server } = recordedDemoBackend();
const onUnauthorized = vi.fn();

beforeAll(() => {
  // jsdom has no ResizeObserver; Chakra's segment group measures its indicator with one.
  stubResizeObserver();
});

beforeEach(() => {
  calls.length = 0;
  pipelineStatus = 200;
  onUnauthorized.mockReset();
  configureApiClient({ onUnauthorized });
  server.use(
    http.get('*/api/Outreach', ({ request }) => {
      const companyId = Number(new URL(request.url).searchParams.get('CompanyId'));
      if (!(companyId in TOTALS)) return HttpResponse.json({ title: 'Not found', status: 404 }, { status: 404 });
      return HttpResponse.json({ jwt: tokenOf(companyId) });
    }),
    http.post('*/r/Dashboard/:name', async ({ request, params }) => {
      const body = await request.json();
      calls.push({ path: String(params['name']), authorization: request.headers.get('authorization'), body });
      const total = TOTALS[companyOfToken(request)] ?? 0;
      if (params['name'] === 'OutreachPipelineData') {
        if (pipelineStatus !== 200) return HttpResponse.json({ status: pipelineStatus }, { status: pipelineStatus });
        return HttpResponse.json({
          total,
          breakdown: [{ partnerOrganizationCategory: 0, numberOfJobLinksSent: total }],
        });
      }
      if (params['name'] === 'OutreachActionCategoryBreakdown') {
        return HttpResponse.json({ jobsSent: { ...zero, women: total }, jobViews: zero, applicants: zero });
      }
      return HttpResponse.json([]);
    }),
  );
});

/** The dashboard with `companyId` selected (in `client`, a fresh one otherwise). */
const open = (companyId: number, client?: QueryClient) =>
  renderApp(<OutreachDashboardPage />, {
    url: paths.outreachDashboard.href(),
    companyId,
    client,
  });

/** The count of job links sent in the pipeline tab shown. */
const count = () => within(screen.getByRole('tabpanel')).queryByTestId('pipeline-count');
const expectCount = (total: string) => waitFor(() => expect(count()).toHaveTextContent(new RegExp(`^${total}$`)));
/** An alert whose message is `message`, with Retry. */
async function alertSaying(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(new RegExp(`^${message}Retry$`));
  return alert;
}

describe('OutreachDashboardPage', () => {
  it('calls the gateway with the company token for the last month to today, and shows the numbers', async () => {
    await open(ACME);
    await expectCount('633');
    expect(calls.map((call) => call.path).sort()).toEqual([
      'OrganizationEngagementSummary',
      'OutreachActionCategoryBreakdown',
      'OutreachPipelineData',
    ]);
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${tokenOf(ACME)}`);
    const today = demoDay();
    const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
    const us = (date: Date) =>
      `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
    expect(calls[0]?.body).toEqual({ StartDate: us(monthAgo), EndDate: us(today) });
  });

  it('fetches again for another company, with that company’s token', async () => {
    // The company is changed away from the page (/company), in the same query client.
    const { client, unmount } = await open(ACME);
    await expectCount('633');
    unmount();
    calls.length = 0;
    await open(GAMMA, client);
    await expectCount('41');
    expect(calls.length).toBe(3);
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${tokenOf(GAMMA)}`);
  });

  it('says not authorized for a company without a token, and calls no gateway', async () => {
    await open(BETA);
    expect(await screen.findByText('You are not authorized to view the Dashboard.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a gateway 401 shows Unable to authenticate user and does not restart the portal sign-in', async () => {
    pipelineStatus = 401;
    await open(ACME);
    const alert = await alertSaying('Unable to authenticate user');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The other sections still show their data.
    expect(
      await screen.findByText('No community organizations received job links in the last 30 days'),
    ).toBeInTheDocument();
  });

  it('a failed section says Failed to load with Retry, and Retry recovers it in place', async () => {
    pipelineStatus = 500;
    const { user } = await open(ACME);
    const alert = await alertSaying('Failed to load');
    const heading = screen.getByRole('heading', { level: 1, name: 'Outreach Dashboard' });
    // The other sections still show their data.
    expect(
      await screen.findByText('No community organizations received job links in the last 30 days'),
    ).toBeInTheDocument();

    pipelineStatus = 200;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectCount('633');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Outreach Dashboard' })).toBe(heading);
  });
});
