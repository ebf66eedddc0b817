import { screen, waitFor } from '@testing-library/react';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoDay, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { fieldLabelled, searchDateRange, stubResizeObserver, usDay } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { AuditPackPage } from '@/features/audit-pack/components/audit-pack-page';
import { DocumentCenterPage } from '@/features/document-center/components/document-center-page';
import { JobPerformancePage } from '@/features/job-performance/components/job-performance-page';
import { OutreachDashboardPage } from '@/features/outreach-dashboard/components/outreach-dashboard-page';
import { calendarDay } from '@/lib/dates';

/**
 * Every "today" of the portal is the server's (spec section 7's GET /api/timeutility), not the browser's.
 * Here the browser's clock is five years ahead (June 2031) while the demo backend's time utility says the
 * demo day (DEMO_TODAY, November 2026): each kind of place that counts from today follows the server. With
 * the browser's clock, each of these would send or accept 2031's dates.
 */

const REPORT_CARDS = '/api/Documents/reportcard/clientreportcards';
const JOB_PERFORMANCE_SUMMARY = '/api/reports/jobperformance/summary';
const PIPELINE = '/r/Dashboard/OutreachPipelineData';
const TOO_FAR_BACK = 'Selected date cannot be more than 2 years in the past.';

const { callsTo } = recordedDemoBackend();

beforeAll(() => {
  // jsdom has no ResizeObserver; the charts measure their box with one.
  stubResizeObserver();
  vi.setSystemTime(new Date(2031, 5, 1, 9, 30));
});
afterAll(() => vi.useRealTimers());

const iso = calendarDay;
const openJobPerformance = (search = '') =>
  renderApp(<JobPerformancePage />, {
    url: `${paths.reportsJobPerformance.href()}${search}`,
  });

describe("today is the server's, with the browser's clock set years wrong", () => {
  it("a report's default range: Document Center asks for a year back to the server's today", async () => {
    const day = demoDay();
    await renderApp(<DocumentCenterPage />, { url: paths.reportsDocumentCenter.href() });
    await waitFor(() => expect(callsTo(REPORT_CARDS)).toHaveLength(1));
    expect(callsTo(REPORT_CARDS)[0]!.query).toMatchObject({ BeginDate: iso(subYears(day, 1)), EndDate: iso(day) });
    expect(fieldLabelled('From Date')).toHaveValue(usDay(subYears(day, 1)));
    expect(fieldLabelled('To Date')).toHaveValue(usDay(day));
  });

  it("a range rule: a link's range two years back from the server's today is kept, a day more falls back", async () => {
    const day = demoDay();
    const earliest = subYears(day, 2);
    const summaryStart = () => callsTo(JOB_PERFORMANCE_SUMMARY).at(-1)?.query['StartDate'];

    const kept = await openJobPerformance(`?from=${iso(earliest)}&to=${iso(day)}`);
    await waitFor(() => expect(summaryStart()).toBe(iso(earliest)));
    kept.unmount();

    // The default then: three months back from the server's today.
    await openJobPerformance(`?from=${iso(subDays(earliest, 1))}&to=${iso(day)}`);
    await waitFor(() => expect(summaryStart()).toBe(iso(subMonths(day, 3))));
  });

  it("Job Performance's minimum date: From may be two years before the server's today, not a day earlier", async () => {
    const day = demoDay();
    const earliest = subYears(day, 2);
    const { user } = await openJobPerformance();
    await waitFor(() => expect(callsTo(JOB_PERFORMANCE_SUMMARY)).toHaveLength(1));

    await searchDateRange(user, usDay(subDays(earliest, 1)), usDay(day));
    expect(await screen.findByText(TOO_FAR_BACK)).toBeInTheDocument();

    await searchDateRange(user, usDay(earliest), usDay(day));
    await waitFor(() => expect(callsTo(JOB_PERFORMANCE_SUMMARY).at(-1)?.query['StartDate']).toBe(iso(earliest)));
    expect(screen.queryByText(TOO_FAR_BACK)).not.toBeInTheDocument();
  });

  it("the dashboard's last 30 days: the gateway gets a month back to the server's today", async () => {
    const day = demoDay();
    await renderApp(<OutreachDashboardPage />, { url: paths.outreachDashboard.href() });
    await waitFor(() => expect(callsTo(PIPELINE)).toHaveLength(1));
    expect(await callsTo(PIPELINE)[0]!.sent).toEqual({
      StartDate: usDay(subMonths(day, 1)),
      EndDate: usDay(day),
    });
  });

  it("the Audit Pack's default range: a year back to the server's today", async () => {
    const day = demoDay();
    await renderApp(<AuditPackPage />, { url: paths.reportsAuditPack.href() });
    await waitFor(() => expect(fieldLabelled('From Date')).toHaveValue(usDay(subYears(day, 1))));
    expect(fieldLabelled('To Date')).toHaveValue(usDay(day));
  });
});
