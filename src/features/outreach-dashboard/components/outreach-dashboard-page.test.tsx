import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountScreen } from '../../../../tests/support/screen-harness';
import type { Company } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import type { Session } from '@/lib/session/session-types';
import { OutreachDashboardPage } from './outreach-dashboard-page';

Object.assign(globalThis, {
  // jsdom has no ResizeObserver; Chakra's segment group measures its indicator with one.
  ResizeObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
});

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/session/session-provider', () => ({ useSession: () => session.current }));

/** Per company: its token and its total of job links sent; 1002 has no token. */
const TOTALS: Record<number, number> = { 1001: 633, 1003: 41 };
const calls: { path: string; authorization: string | null; body: unknown }[] = [];
let pipelineStatus = 200;

const zero = { minorities: 0, veterans: 0, iwd: 0, women: 0, stateWorkforce: 0, other: 0 };
const companyOfToken = (request: Request) => Number(request.headers.get('authorization')?.replace('Bearer jwt-', ''));

const server = setupServer(
  http.get('*/api/Outreach', ({ request }) => {
    const companyId = Number(new URL(request.url).searchParams.get('CompanyId'));
    if (!(companyId in TOTALS)) return HttpResponse.json({ title: 'Not found', status: 404 }, { status: 404 });
    return HttpResponse.json({ jwt: `jwt-${companyId}` });
  }),
  http.post('*/r/Dashboard/:name', async ({ request, params }) => {
    const body = await request.json();
    calls.push({ path: String(params['name']), authorization: request.headers.get('authorization'), body });
    const total = TOTALS[companyOfToken(request)] ?? 0;
    if (params['name'] === 'OutreachPipelineData') {
      if (pipelineStatus !== 200) return HttpResponse.json({ status: pipelineStatus }, { status: pipelineStatus });
      return HttpResponse.json({ total, breakdown: [{ partnerOrganizationCategory: 0, numberOfJobLinksSent: total }] });
    }
    if (params['name'] === 'OutreachActionCategoryBreakdown') {
      return HttpResponse.json({ jobsSent: { ...zero, women: total }, jobViews: zero, applicants: zero });
    }
    return HttpResponse.json([]);
  }),
);

const company = (id: number) => ({ id, name: `Company ${id}` }) as Company;
const sessionFor = (id: number): Session => ({
  status: 'ready',
  retry: () => undefined,
  user: null,
  companies: [company(1001), company(1002), company(1003)],
  company: company(id),
  impersonating: false,
  selectCompany: () => undefined,
  signOut: async () => undefined,
  refreshUser: async () => undefined,
});

const harness = mountScreen();
const { alert, retryButton } = harness;
let client: QueryClient;
const onUnauthorized = vi.fn();

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(['en']);
});
afterAll(() => server.close());

beforeEach(() => {
  calls.length = 0;
  pipelineStatus = 200;
  onUnauthorized.mockReset();
  configureApiClient({ getAccessToken: () => 'portal-token', onUnauthorized });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  server.resetHandlers();
});

async function show(companyId: number) {
  session.current = sessionFor(companyId);
  await harness.show(<OutreachDashboardPage title="Outreach Dashboard" />, client);
}

const count = () =>
  harness.container.querySelector('[role="tabpanel"]:not([hidden]) [data-testid="pipeline-count"]')?.textContent;

/** An alert's message: its text without that of its Retry button. */
function alertMessage(alert: Element | null): string | null | undefined {
  const copy = alert?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('button').forEach((button) => button.remove());
  return copy?.textContent;
}

describe('OutreachDashboardPage', () => {
  it('calls the gateway with the company token for the last month to today, and shows the numbers', async () => {
    await show(1001);
    await vi.waitFor(() => expect(count()).toBe('633'));
    expect(calls.map((call) => call.path).sort()).toEqual([
      'OrganizationEngagementSummary',
      'OutreachActionCategoryBreakdown',
      'OutreachPipelineData',
    ]);
    for (const call of calls) expect(call.authorization).toBe('Bearer jwt-1001');
    const today = new Date();
    const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
    const us = (date: Date) =>
      `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
    expect(calls[0]?.body).toEqual({ StartDate: us(monthAgo), EndDate: us(today) });
  });

  it('fetches again for another company, with that company’s token', async () => {
    await show(1001);
    await vi.waitFor(() => expect(count()).toBe('633'));
    calls.length = 0;
    await show(1003);
    await vi.waitFor(() => expect(count()).toBe('41'));
    expect(calls.length).toBe(3);
    for (const call of calls) expect(call.authorization).toBe('Bearer jwt-1003');
  });

  it('says not authorized for a company without a token, and calls no gateway', async () => {
    await show(1002);
    await vi.waitFor(() =>
      expect(harness.container.textContent).toContain('You are not authorized to view the Dashboard.'),
    );
    expect(calls).toEqual([]);
  });

  it('a gateway 401 shows Unable to authenticate user and does not restart the portal sign-in', async () => {
    pipelineStatus = 401;
    await show(1001);
    await vi.waitFor(() => expect(alertMessage(alert())).toBe('Unable to authenticate user'));
    expect(retryButton()).toBeDefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The other sections still show their data.
    await vi.waitFor(() =>
      expect(harness.container.textContent).toContain('No community organizations received job links'),
    );
  });

  it('a failed section says Failed to load with Retry, and Retry recovers it in place', async () => {
    pipelineStatus = 500;
    await show(1001);
    await vi.waitFor(() => expect(alertMessage(alert())).toBe('Failed to load'));
    const heading = harness.container.querySelector('h1');
    // The other sections still show their data.
    await vi.waitFor(() =>
      expect(harness.container.textContent).toContain('No community organizations received job links'),
    );

    pipelineStatus = 200;
    await act(async () => retryButton()?.click());
    await vi.waitFor(() => expect(count()).toBe('633'));
    expect(alert()).toBeNull();
    expect(harness.container.querySelector('h1')).toBe(heading);
  });
});
