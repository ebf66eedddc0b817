import { screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns/format';
import { subYears } from 'date-fns/subYears';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoDay, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { fieldLabelled, searchDateRange, serverProblem, stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { configureApiClient } from '@/lib/api-client';
import { ApplicantDemographicsPage } from './applicant-demographics-page';

/**
 * Applicant Demographics over the real demo handlers and seed (spec sections 2, 7, 8), the demo owner
 * signed in to Acme Health: the date-range messages with nothing sent while the range is invalid, the empty
 * state of a search nobody matches, and the two failure messages. The page is rendered on its own at its
 * address: inside the whole route table (shell, lazy page) the file took about twice as long. The seeded breakdowns, the filters kept in the URL across a reload
 * and the back button, the PNG export and axe need a browser (tests/e2e/applicant-demographics.spec.ts and
 * the accessibility sweep).
 */

const REPORT = '/api/reports/applicantdemographics';
const FAILED = 'Something went wrong';
const UNAUTHENTICATED = 'Unable to authenticate user';

const { server, callsTo } = recordedDemoBackend();
const onUnauthorized = vi.fn();

beforeAll(() => {
  // jsdom has no ResizeObserver; the charts measure their box with one.
  stubResizeObserver();
  // A 401 renewal cannot cure: the auth layer would restart sign-in.
  configureApiClient({ renewSession: () => Promise.resolve(null), onUnauthorized });
});

/** Applicant Demographics at its address (with `search`), as the demo owner at Acme Health sees it. */
const open = (search = '') =>
  renderApp(<ApplicantDemographicsPage />, {
    url: `${paths.reportsApplicantDemographics.href()}${search}`,
  });

const total = () => screen.queryByTestId('total-applicants');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** The date field a label names (a required mark may follow the label's text). */
/** The section's alert: its message, and Retry. */
const alertOf = () => screen.findByRole('alert');

/** Opens the page and waits for the report of its range. */
async function openReport(search = '') {
  const app = await open(search);
  await waitFor(() => expect(total()).toHaveTextContent(/^\d[\d,]*$/));
  return app;
}

describe('ApplicantDemographicsPage', () => {
  it('shows the date-range messages and sends nothing while the range is invalid', async () => {
    const { user } = await openReport();
    expect(callsTo(REPORT)).toHaveLength(1);

    await searchDateRange(user, '', '');
    // Each message shown once, as the whole text of its element.
    expect(await screen.findByText('From Date is required')).toBeInTheDocument();
    expect(screen.getByText('To Date is required')).toBeInTheDocument();
    expect(fieldLabelled('From Date')).toHaveFocus();

    await searchDateRange(user, '05/01/2026', '04/01/2026');
    expect(await screen.findByText('From Date cannot be after the To Date')).toBeInTheDocument();
    expect(screen.getByText('To Date cannot be before the From Date')).toBeInTheDocument();
    expect(callsTo(REPORT)).toHaveLength(1);
  });

  it('no applicant matching shows the empty state and no Export', async () => {
    await openReport('?jobTitle=No%20such%20job%20anywhere');
    const [call] = callsTo(REPORT);
    const today = demoDay();
    expect(call?.query).toMatchObject({
      StartDate: format(subYears(today, 1), 'yyyy-MM-dd'),
      EndDate: format(today, 'yyyy-MM-dd'),
      JobTitle: 'No such job anywhere',
    });
    expect(await call!.body).toMatchObject({ totalApplicants: 0 });
    expect(
      screen.getByText(
        `No applicants between ${usDate(call!.query['StartDate']!)} and ${usDate(call!.query['EndDate']!)} match these filters.`,
      ),
    ).toBeInTheDocument();
    expect(total()).toHaveTextContent(/^0$/);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('a failure says Something went wrong', async () => {
    server.use(http.get(`*${REPORT}`, () => serverProblem()));
    const { toasts } = await open();
    const alert = await alertOf();
    // The message alone, and Retry.
    expect(alert).toHaveTextContent(new RegExp(`^${FAILED}Retry$`));
    // The query client's three more attempts came first.
    expect(callsTo(REPORT)).toHaveLength(4);
    expect(screen.queryByText(UNAUTHENTICATED)).not.toBeInTheDocument();
    expect(toasts.error.mock.calls).toEqual([[FAILED]]);
  });

  it('a 401 says Unable to authenticate user', async () => {
    server.use(
      http.get(`*${REPORT}`, () =>
        HttpResponse.json(
          { title: 'Unauthorized', status: 401 },
          { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await open();
    expect(await alertOf()).toHaveTextContent(new RegExp(`^${UNAUTHENTICATED}Retry$`));
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalled();
  });
});
