import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickOn, controlNamed, typeInto } from '../../../../tests/support/screen-dom';
import { failureCases, screenHarness } from '../../../../tests/support/screen-harness';
import type { JobPerformanceDetailRow, JobPerformanceSummaryRow } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { defaultRange, toIsoDate } from '@/lib/dates';
import { initI18n } from '@/lib/i18n';
import { JobPerformancePage } from './job-performance-page';

Object.assign(globalThis, {
  // jsdom has no ResizeObserver; the charts measure their box with one.
  ResizeObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
});

vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock({ user: null }),
);

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
/** The query of every summary call, in order. */
const summaryQueries: URLSearchParams[] = [];

const server = setupServer(
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

const FAILURES = failureCases({ malformedJson: '[{"date": "2026-', contractBreaking: [{ date: today }] });

const harness = screenHarness();
const { toast, alert, retryButton } = harness;
const onUnauthorized = vi.fn();

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(['en']);
  configureApiClient({
    getAccessToken: () => 'portal-token',
    renewSession: () => Promise.resolve(null),
    onUnauthorized,
  });
});
afterAll(() => server.close());

beforeEach(() => {
  failures.summary = null;
  failures.details = null;
  requests.summary = 0;
  requests.details = 0;
  summaryQueries.length = 0;
  onUnauthorized.mockReset();
});

const show = (path = '/reports/job-performance') =>
  harness.show(
    // Keyed by the path: another path is another visit, not the same router kept.
    <MemoryRouter key={path} initialEntries={[path]}>
      <JobPerformancePage title="Job Performance" />
    </MemoryRouter>,
  );

const jobsFound = () => harness.container.querySelector('[data-testid="jobs-found"]')?.textContent;
/** The value of a figure (Total Views, Total Apply Clicks). */
const figure = (label: string) =>
  [...harness.container.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;

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
      expect(harness.container.querySelector('dl')).toBeNull();
      expect(jobsFound()).toBeUndefined();
      expect(toast.mock.calls).toEqual([[FAILED]]);
      const heading = harness.container.querySelector('h1');

      failures.summary = null;
      await act(async () => retryButton()?.click());
      await expectReport();
      expect(alert()).toBeNull();
      expect(harness.container.querySelector('h1')).toBe(heading);
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
    expect(harness.container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(FAILED);

    failures.summary = null;
    failures.details = null;
    await act(async () => retryButton()?.click());
    await expectReport();
    expect(requests).toEqual({ summary: 2, details: 2 });
  });

  it('shows each date-range message of the spec after Search and sends nothing while the range is invalid', async () => {
    await show();
    await expectReport();
    const sent = { ...requests };
    const field = (label: string) => {
      const element = [...harness.container.querySelectorAll('label')].find((candidate) =>
        candidate.textContent?.startsWith(label),
      );
      return document.getElementById(element?.htmlFor ?? '') as HTMLInputElement;
    };
    const searchWith = async (from: string, to: string) => {
      await typeInto(field('From Date'), from);
      await typeInto(field('To Date'), to);
      expect([field('From Date').value, field('To Date').value]).toEqual([from, to]);
      await clickOn(controlNamed(harness.container, 'Search'));
    };
    const text = () => harness.container.textContent ?? '';

    await searchWith('', '');
    await vi.waitFor(() => expect(text()).toContain('From Date is required'));
    expect(text()).toContain('To Date is required');

    await searchWith('10/15/2026', '10/01/2026');
    await vi.waitFor(() => expect(text()).toContain('From Date cannot be after the To Date'));
    expect(text()).toContain('To Date cannot be before the From Date');

    await searchWith('10/01/2024', '10/31/2024');
    await vi.waitFor(() => expect(text()).toContain('Selected date cannot be more than 2 years in the past.'));

    await searchWith('09/30/2021', '10/31/2021');
    await vi.waitFor(() => expect(text()).toContain('Minimum date cannot be before October 1st 2021'));
    // Nothing was asked: the last valid search stays in force (a new one in the URL would have loaded).
    expect(requests).toEqual(sent);
  });

  it('a URL value that is not a date falls back alone; a range the rules refuse falls back entirely', async () => {
    const defaults = defaultRange('jobPerformance', new Date());
    const field = (label: string) => {
      const element = [...harness.container.querySelectorAll('label')].find((candidate) =>
        candidate.textContent?.startsWith(label),
      );
      return (document.getElementById(element?.htmlFor ?? '') as HTMLInputElement | null)?.value;
    };
    /** Opens the page at `query`; the range it asked the server for and shows. */
    const open = async (query: string) => {
      summaryQueries.length = 0;
      await show(`/reports/job-performance?${query}`);
      await vi.waitFor(() => expect(summaryQueries).toHaveLength(1));
      return {
        asked: [summaryQueries[0]!.get('StartDate'), summaryQueries[0]!.get('EndDate')],
        shown: [field('From Date'), field('To Date')],
      };
    };
    expect(await open('from=yesterday&to=2026-10-31')).toEqual({
      asked: [toIsoDate(defaults.from), '2026-10-31'],
      shown: [defaults.from, '10/31/2026'],
    });
    // Before October 2021, more than two years back, reversed.
    for (const query of [
      'from=2021-09-01&to=2021-12-01',
      'from=2024-10-01&to=2024-10-31',
      'from=2026-10-01&to=2026-09-01',
    ]) {
      expect(await open(query), query).toEqual({
        asked: [toIsoDate(defaults.from), toIsoDate(defaults.to)],
        shown: [defaults.from, defaults.to],
      });
    }
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
