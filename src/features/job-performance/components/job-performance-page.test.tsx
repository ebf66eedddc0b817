import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import type { JobPerformanceDetailRow, JobPerformanceSummaryRow } from '../../../generated/model';
import { configureApiClient } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { configureNotifier, createQueryClient } from '../../../lib/query-client';
import type { Session } from '../../../lib/session/session-types';
import { JobPerformancePage } from './job-performance-page';

Object.assign(globalThis, {
  IS_REACT_ACT_ENVIRONMENT: true,
  // jsdom has no ResizeObserver; the charts measure their box with one.
  ResizeObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
});

vi.mock('../../../lib/session/session-provider', () => ({
  useSession: (): Session => ({
    status: 'ready',
    retry: () => undefined,
    user: null,
    companies: [demoCompanies.acme],
    company: demoCompanies.acme,
    impersonating: false,
    selectCompany: () => undefined,
    signOut: async () => undefined,
    refreshUser: async () => undefined,
  }),
}));

const FAILED = 'Something went wrong';
const UNAUTHENTICATED = 'Unable to authenticate user';

const today = new Date().toISOString().slice(0, 10);
const SUMMARY: JobPerformanceSummaryRow[] = [{ date: today, views: 120, clicks: 7 }];
const DETAILS: JobPerformanceDetailRow[] = [
  { jobId: 101, jobTitle: 'Registered Nurse', views: 80, clicks: 5 },
  { jobId: 102, jobTitle: 'Pharmacist', views: 40, clicks: 2 },
];

/** How the next answers of each call fail until the test clears it; then the server answers well. */
const failures: { summary: (() => Response) | null; details: (() => Response) | null } = {
  summary: null,
  details: null,
};
const requests = { summary: 0, details: 0 };

const server = setupServer(
  http.get('*/api/reports/jobperformance/summary', () => {
    requests.summary += 1;
    return failures.summary ? failures.summary() : HttpResponse.json(SUMMARY);
  }),
  http.get('*/api/reports/jobperformance/details', () => {
    requests.details += 1;
    return failures.details ? failures.details() : HttpResponse.json(DETAILS);
  }),
);

const FAILURES = [
  // Another attempt may cure the network: the query client tries three more times before it gives up.
  { name: 'a network failure', answer: () => HttpResponse.error(), requests: 4 },
  {
    name: 'a malformed JSON body',
    answer: () => new HttpResponse('[{"date": "2026-', { headers: { 'Content-Type': 'application/json' } }),
    requests: 1,
  },
  { name: 'a contract-breaking 200', answer: () => HttpResponse.json([{ date: today }]), requests: 1 },
];

const toast = vi.fn();
const onUnauthorized = vi.fn();
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(['en']);
  configureApiClient({
    getAccessToken: () => 'portal-token',
    renewSession: () => Promise.resolve(null),
    onUnauthorized,
  });
  configureNotifier({ error: toast, success: () => undefined });
});
afterAll(() => server.close());

beforeEach(() => {
  failures.summary = null;
  failures.details = null;
  requests.summary = 0;
  requests.details = 0;
  toast.mockReset();
  onUnauthorized.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function show() {
  const client = createQueryClient();
  // The app's retry rules, without the waits between attempts.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  await act(async () =>
    root.render(
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/reports/job-performance']}>
            <JobPerformancePage title="Job Performance" />
          </MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
}

const alert = () => container.querySelector('[role="alert"]');
const retryButton = () =>
  [...(alert()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Retry');
const jobsFound = () => container.querySelector('[data-testid="jobs-found"]')?.textContent;
/** The value of a figure (Total Views, Total Apply Clicks). */
const figure = (label: string) =>
  [...container.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling?.textContent;

/** The whole report: totals, and the jobs. */
async function expectReport() {
  await vi.waitFor(() => {
    expect(jobsFound()).toBe('2 jobs found.');
    expect(figure('Total Views')).toBe('120');
  });
  expect(figure('Total Apply Clicks')).toBe('7');
}

describe('JobPerformancePage', () => {
  it('shows the totals and the jobs of the range', async () => {
    await show();
    await expectReport();
    expect(alert()).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  for (const { name, answer, requests: attempts } of FAILURES) {
    it(`${name} of the summary: 'Something went wrong' inline with Retry and one toast; Retry recovers in place`, async () => {
      failures.summary = answer;
      await show();
      await vi.waitFor(() => expect(alert()?.textContent).toContain(FAILED));
      expect(retryButton()).toBeDefined();
      expect(requests.summary).toBe(attempts);
      // No half report: neither the totals nor the jobs that did arrive.
      expect(container.querySelector('dl')).toBeNull();
      expect(jobsFound()).toBeUndefined();
      expect(toast.mock.calls).toEqual([[FAILED]]);
      const heading = container.querySelector('h1');

      failures.summary = null;
      await act(async () => retryButton()?.click());
      await expectReport();
      expect(alert()).toBeNull();
      expect(container.querySelector('h1')).toBe(heading);
      expect(toast).toHaveBeenCalledTimes(1);
      // Retry asks again only for what failed.
      expect(requests.details).toBe(1);
    });
  }

  it('when both calls fail: one message; Retry asks for both again and recovers', async () => {
    failures.summary = () => HttpResponse.json([{ date: today }]);
    failures.details = () => HttpResponse.json([{ jobId: 101 }]);
    await show();
    await vi.waitFor(() => expect(alert()?.textContent).toContain(FAILED));
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(FAILED);

    failures.summary = null;
    failures.details = null;
    await act(async () => retryButton()?.click());
    await expectReport();
    expect(requests).toEqual({ summary: 2, details: 2 });
  });

  it("a 401 that renewal could not cure says 'Unable to authenticate user', without a toast", async () => {
    failures.details = () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
    await show();
    await vi.waitFor(() => expect(alert()?.textContent).toContain(UNAUTHENTICATED));
    expect(alert()?.textContent).not.toContain(FAILED);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
