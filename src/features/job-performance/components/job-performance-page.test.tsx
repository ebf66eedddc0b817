import { format } from 'date-fns/format';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoDay, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { failureCases, fieldLabelled, searchDateRange, stubResizeObserver, usDay } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { JobPerformanceDetailRow, JobPerformanceSummaryRow } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { defaultRange } from '@/lib/dates';
import { JobPerformancePage } from './job-performance-page';

/**
 * Job Performance as the demo owner sees it for Acme Health (session and companies from the demo backend),
 * the report's two calls answered by stand-ins of the test's own: the totals and jobs, each failure and its
 * Retry, the date-range messages, the range a URL asks for, and a 401 renewal could not cure. The page is
 * rendered on its own at its address: inside the whole route table (shell, lazy page) the file took about
 * half as long again, and the route's gate and title are covered by the router's own tests.
 */

const FAILED = 'Something went wrong';
const UNAUTHENTICATED = 'Unable to authenticate user';

const today = format(demoDay(), 'yyyy-MM-dd');
const SUMMARY: JobPerformanceSummaryRow[] = [{ date: today, views: 120, clicks: 7 }];
const DETAILS: JobPerformanceDetailRow[] = [
  { jobId: 101, jobTitle: 'Registered Nurse', views: 80, clicks: 5 },
  { jobId: 102, jobTitle: 'Pharmacist', views: 40, clicks: 2 },
];

/** How the next answers of each call fail until the test clears it; then the stand-in answers well. */
const failures: { summary: (() => Response) | null; details: (() => Response) | null } = {
  summary: null,
  details: null,
};
const requests = { summary: 0, details: 0 };
/** The query of every summary call, in order. */
const summaryQueries: URLSearchParams[] = [];

const FAILURES = failureCases({ malformedJson: '[{"date": "2026-', contractBreaking: [{ date: today }] });

const { server } = recordedDemoBackend();
const onUnauthorized = vi.fn();

beforeAll(() => {
  // jsdom has no ResizeObserver; the charts measure their box with one.
  stubResizeObserver();
  // A 401 renewal cannot cure: the auth layer would restart sign-in.
  configureApiClient({ renewSession: () => Promise.resolve(null), onUnauthorized });
});

beforeEach(() => {
  failures.summary = null;
  failures.details = null;
  requests.summary = 0;
  requests.details = 0;
  summaryQueries.length = 0;
  onUnauthorized.mockReset();
  server.use(
    http.get('*/api/reports/jobperformance/summary', ({ request }) => {
      requests.summary += 1;
      summaryQueries.push(new URL(request.url).searchParams);
      return failures.summary ? failures.summary() : HttpResponse.json(SUMMARY);
    }),
    http.get('*/api/reports/jobperformance/details', () => {
      requests.details += 1;
      return failures.details ? failures.details() : HttpResponse.json(DETAILS);
    }),
  );
});

/** Job Performance at its address (with `search`), as the demo owner sees it. */
const open = (search = '') =>
  renderApp(<JobPerformancePage />, {
    url: `${paths.reportsJobPerformance.href()}${search}`,
  });

const jobsFound = () => screen.queryByTestId('jobs-found');
/** The totals on screen: each figure's label and value. */
function figures(): Record<string, string | undefined> {
  const totals = screen.getByRole('region', { name: 'Totals' });
  const values = within(totals).getAllByRole('definition');
  return Object.fromEntries(
    within(totals)
      .getAllByRole('term')
      .map((term, index) => [term.textContent, values[index]?.textContent ?? undefined]),
  );
}
/** The date field a label names (a required mark may follow the label's text). */
const retryButton = (alert: HTMLElement) => within(alert).getByRole('button', { name: 'Retry' });

/** The whole report: totals, and the jobs. */
async function expectReport() {
  await waitFor(() => expect(jobsFound()).toHaveTextContent(/^2 jobs found\.$/));
  await waitFor(() => expect(figures()).toEqual({ 'Total Views': '120', 'Total Apply Clicks': '7' }));
}

describe('JobPerformancePage', () => {
  it('shows the totals and the jobs of the range', async () => {
    const { toasts } = await open();
    await expectReport();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("labels the weekly chart's weeks Week Of (spec section 2), in its data table too", async () => {
    const { user } = await open();
    await expectReport();
    const figure = screen.getByRole('figure', { name: 'Weekly activity' });
    await user.click(within(figure).getByRole('button', { name: 'Show data table' }));
    const headers = within(figure).getAllByRole('columnheader');
    ['Week Of', 'Days in range', 'Views', 'Apply Clicks'].forEach((name, index) =>
      expect(headers[index]).toHaveAccessibleName(name),
    );
  });

  it("while the report loads, the weekly chart's summary is not a sentence of zeros", async () => {
    server.use(http.get('*/api/reports/jobperformance/summary', () => delay('infinite')));
    await open();
    expect(await screen.findByRole('figure', { name: 'Weekly activity' })).toBeInTheDocument();
    expect(screen.queryByTestId('chart-summary')).not.toBeInTheDocument();
  });

  for (const { name, answer, requests: attempts } of FAILURES) {
    it(`${name} of the summary: 'Something went wrong' inline with Retry and one toast; Retry recovers in place`, async () => {
      failures.summary = answer;
      const { user, toasts } = await open();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(requests.summary).toBe(attempts);
      // No half report: neither the totals nor the jobs that did arrive.
      expect(screen.queryByText('Total Views')).not.toBeInTheDocument();
      expect(jobsFound()).not.toBeInTheDocument();
      expect(toasts.error.mock.calls).toEqual([[FAILED]]);
      const heading = screen.getByRole('heading', { level: 1, name: 'Job Performance' });

      failures.summary = null;
      await user.click(retryButton(alert));
      await expectReport();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Job Performance' })).toBe(heading);
      expect(toasts.error).toHaveBeenCalledTimes(1);
      // Retry asks again only for what failed.
      expect(requests.details).toBe(1);
    });
  }

  it('when both calls fail: one message; Retry asks for both again and recovers', async () => {
    failures.summary = () => HttpResponse.json([{ date: today }]);
    failures.details = () => HttpResponse.json([{ jobId: 101 }]);
    const { user, toasts } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toasts.error).toHaveBeenCalledWith(FAILED);

    failures.summary = null;
    failures.details = null;
    await user.click(retryButton(alert));
    await expectReport();
    expect(requests).toEqual({ summary: 2, details: 2 });
  });

  it('shows each date-range message of the spec after Search and sends nothing while the range is invalid', async () => {
    const { user } = await open();
    await expectReport();
    const sent = { ...requests };

    await searchDateRange(user, '', '');
    expect(await screen.findByText('From Date is required')).toBeInTheDocument();
    expect(screen.getByText('To Date is required')).toBeInTheDocument();

    await searchDateRange(user, '10/15/2026', '10/01/2026');
    expect(await screen.findByText('From Date cannot be after the To Date')).toBeInTheDocument();
    expect(screen.getByText('To Date cannot be before the From Date')).toBeInTheDocument();

    // Both dates are too far back: the message may show under each field.
    await searchDateRange(user, '10/01/2024', '10/31/2024');
    expect(await screen.findAllByText('Selected date cannot be more than 2 years in the past.')).not.toHaveLength(0);

    await searchDateRange(user, '09/30/2021', '10/31/2021');
    expect(await screen.findAllByText('Minimum date cannot be before October 1st 2021')).not.toHaveLength(0);
    // Nothing was asked: the last valid search stays in force (a new one in the URL would have loaded).
    expect(requests).toEqual(sent);
  });

  it('a URL value that is not a date falls back alone; a range the rules refuse falls back entirely', async () => {
    const defaults = defaultRange('jobPerformance', demoDay());
    /** Opens the page at `query` (a visit of its own); the range it asked the server for and shows. */
    const visit = async (query: string) => {
      summaryQueries.length = 0;
      const { unmount } = await open(`?${query}`);
      await waitFor(() => expect(summaryQueries).toHaveLength(1));
      const seen = {
        asked: [summaryQueries[0]!.get('StartDate'), summaryQueries[0]!.get('EndDate')],
        shown: [
          (fieldLabelled('From Date') as HTMLInputElement).value,
          (fieldLabelled('To Date') as HTMLInputElement).value,
        ],
      };
      unmount();
      return seen;
    };
    expect(await visit('from=yesterday&to=2026-10-31')).toEqual({
      asked: [defaults.from, '2026-10-31'],
      shown: [usDay(defaults.from), '10/31/2026'],
    });
    // Before October 2021, more than two years back, reversed.
    for (const query of [
      'from=2021-09-01&to=2021-12-01',
      'from=2024-10-01&to=2024-10-31',
      'from=2026-10-01&to=2026-09-01',
    ]) {
      expect(await visit(query), query).toEqual({
        asked: [defaults.from, defaults.to],
        shown: [usDay(defaults.from), usDay(defaults.to)],
      });
    }
  });

  it("a 401 that renewal could not cure says 'Unable to authenticate user', without a toast", async () => {
    failures.details = () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
    const { toasts } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAUTHENTICATED);
    expect(alert).not.toHaveTextContent(FAILED);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
