import { format, subMonths } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickOn, tablesShown, typeInto } from '../../../../tests/support/screen-dom';
import { screenHarness } from '../../../../tests/support/screen-harness';
import type { EsdsReportRow } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import * as download from '@/lib/download';
import { initI18n } from '@/lib/i18n';
import { EsdsReportPage } from './esds-report-page';

/**
 * The screen over stand-in answers (the demo backend's handlers read the contract from disk, which jsdom
 * cannot; utils/esds-sort.test.ts and the e2e spec run against them): what it asks for, what it shows,
 * the 365-day rule, a failure and its Retry, and the export of the sort on screen.
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock({ user: null }),
);

const MESSAGE = 'Error occurred while trying to retrieve crosspost data.';
const REPORT = '/api/ESDSReport/ESDSReport';
const EXPORT = '/api/ESDSReport/ExportESDSReportCsv';

/** 40 rows in the server's default order (newest created first); some never cross-posted. */
const ROWS: EsdsReportRow[] = Array.from({ length: 40 }, (_, index) => {
  const crossPosted = index % 3 !== 0;
  const day = String(28 - (index % 28)).padStart(2, '0');
  return {
    jobId: 500_000 + index,
    title: ['Registered Nurse', 'Pharmacist', 'Case Manager', 'Medical Coder'][index % 4] as string,
    internalRef: index % 5 === 0 ? null : `AH-${1000 + index}`,
    createdUtc: `2026-10-${day}T${String(23 - (index % 24)).padStart(2, '0')}:00:00Z`,
    dateDeactivated: null,
    location: 'Austin, TX',
    esdsStateCode: 'TX',
    postingURL: crossPosted ? `https://joblink.tx.example.gov/postings/TX${10_000 + index}` : null,
    dateCrossPosted: crossPosted ? '2026-10-29T10:00:00Z' : null,
    timePosted: crossPosted ? '10:00:00' : null,
    crossRefNumber: crossPosted ? `TX${10_000 + index}` : null,
  };
}).sort((a, b) => b.createdUtc.localeCompare(a.createdUtc) || a.jobId - b.jobId);
const CSV = 'Job ID,Title\n500001,Case Manager\n';

/** The query of every report and export call the screen made, in order. */
const calls: { path: string; query: Record<string, string> }[] = [];
const record = (request: Request) => {
  const url = new URL(request.url);
  calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
};
const server = setupServer(
  http.get(`*${REPORT}`, ({ request }) => {
    record(request);
    return HttpResponse.json(ROWS);
  }),
  http.get(`*${EXPORT}`, ({ request }) => {
    record(request);
    return new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv' } });
  }),
);
const reportCalls = () => calls.filter((call) => call.path === REPORT);

const harness = screenHarness();

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ getAccessToken: () => 'portal-token' });
  await initI18n(['en']);
});
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  server.resetHandlers();
});

const show = (search = '') =>
  harness.show(
    <MemoryRouter initialEntries={[`/reports/ESDS-Report${search}`]}>
      <EsdsReportPage title="ESDS CrossPost Report" />
    </MemoryRouter>,
  );

const container = () => harness.container;
const found = () => container().querySelector('[data-testid="documents-found"]')?.textContent ?? '';
const byId = <T extends HTMLElement>(id: string) => container().querySelector<T>(`#${id}`) as T;
const bodyRows = () => [...container().querySelectorAll('tbody tr')];
const firstColumn = () => bodyRows().map((row) => row.querySelector('td')?.textContent ?? '');
const button = (name: string) =>
  [...container().querySelectorAll('button')].find((element) => element.textContent?.trim() === name) as
    HTMLButtonElement | undefined;

async function choose(select: HTMLSelectElement, label: string) {
  const option = [...select.options].find((candidate) => candidate.text === label);
  if (!option) throw new Error(`No option ${label} in #${select.id}`);
  await act(async () => {
    select.value = option.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function waitForCount() {
  await vi.waitFor(() => expect(found()).toMatch(/^[\d,]+ documents? found\.$/));
  await tablesShown(container());
}

describe('EsdsReportPage', () => {
  it('searches one month back on load, sending only the company and the dates, and says how many were found', async () => {
    await show();
    await waitForCount();
    const today = new Date();
    expect(reportCalls().map((call) => call.query)).toEqual([
      {
        companyId: '1001',
        startDate: format(subMonths(today, 1), 'yyyy-MM-dd'),
        endDate: format(today, 'yyyy-MM-dd'),
      },
    ]);
    expect(found()).toBe('40 documents found.');
    // 25 a page, newest created first; an empty value is a dash.
    expect(firstColumn()).toEqual(ROWS.slice(0, 25).map((row) => String(row.jobId)));
    expect(container().querySelector('th[aria-sort="descending"]')?.textContent).toContain('Date Created');
    const link = container().querySelector<HTMLAnchorElement>('tbody a');
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(link?.textContent).toBe(`${link?.href ?? ''} (opens in a new tab)`);
    expect(bodyRows()[0]?.querySelectorAll('td')[4]?.textContent).toBe('—');
    expect(byId<HTMLSelectElement>('root_status').selectedOptions[0]?.text).toBe('All');
    expect(byId<HTMLSelectElement>('root_crossPostStatus').selectedOptions[0]?.text).toBe('All');
    expect([...byId<HTMLSelectElement>('root_status').options].map((option) => option.text)).toEqual([
      'All',
      'Active/Inactive',
      'Active',
      'Inactive',
    ]);
    expect([...byId<HTMLSelectElement>('root_crossPostStatus').options].map((option) => option.text)).toEqual([
      'All',
      'Crossposted',
      'Not Crossposted',
    ]);
  });

  it('sends every filter the user set, and shows the count of that search', async () => {
    await show('?from=2025-12-01&to=2026-11-22');
    await waitForCount();
    await typeInto(byId('root_title'), 'Nurse');
    await typeInto(byId('root_internalRef'), ' AH- ');
    await choose(byId('root_status'), 'Active');
    await choose(byId('root_state'), 'Texas');
    await choose(byId('root_crossPostStatus'), 'Crossposted');
    await clickOn(button('Search'));
    await vi.waitFor(() => expect(reportCalls()).toHaveLength(2));
    expect(reportCalls()[1]?.query).toEqual({
      companyId: '1001',
      startDate: '2025-12-01',
      endDate: '2026-11-22',
      title: 'Nurse',
      internalRef: 'AH-',
      status: '2',
      state: 'TX',
      crossPostStatus: '1',
    });
    await waitForCount();
    expect(found()).toBe('40 documents found.');
  });

  it("refuses a range over 365 days with 'The To Date and From Date fields cannot exceed a year.' and asks nothing", async () => {
    await show();
    await waitForCount();
    await typeInto(byId('root_range_from'), '11/01/2025');
    await typeInto(byId('root_range_to'), '11/22/2026');
    await clickOn(button('Search'));
    expect(container().textContent).toContain('The To Date and From Date fields cannot exceed a year.');
    expect(byId('root_range_to').getAttribute('aria-invalid')).toBe('true');
    expect(reportCalls()).toHaveLength(1);
  });

  it('a failed load: the crosspost message inline with Retry and one toast; Retry recovers in place', async () => {
    server.use(
      http.get(`*${REPORT}`, () =>
        HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500, headers: problem }),
      ),
    );
    await show();
    await vi.waitFor(() => expect(harness.alert()?.textContent).toContain(MESSAGE));
    expect(harness.toast.mock.calls).toEqual([[MESSAGE]]);
    expect(container().querySelector('table')).toBeNull();
    expect(button('Export')?.disabled).toBe(true);

    server.resetHandlers();
    await clickOn(harness.retryButton());
    await waitForCount();
    expect(harness.alert()).toBeNull();
    expect(bodyRows()).toHaveLength(25);
    expect(harness.toast).toHaveBeenCalledTimes(1);
  });

  it("exports the server's CSV as cross-posted-jobs.csv, for the search and in the sort on screen", async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    await show('?from=2026-06-01&to=2026-11-22&crossPostStatus=2');
    await waitForCount();
    const headerButton = container().querySelector<HTMLButtonElement>('th:nth-child(2) button');
    expect(headerButton?.textContent).toContain('Title');
    await clickOn(headerButton);
    expect(container().querySelector('th:nth-child(2)')?.getAttribute('aria-sort')).toBe('ascending');
    const titles = bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
    expect(titles).toEqual([...titles].sort());
    // A second click sorts descending; a third returns to the default order (newest created first).
    await clickOn(headerButton);
    await clickOn(headerButton);
    expect(container().querySelector('th[aria-sort="descending"]')?.textContent).toContain('Date Created');
    expect(firstColumn()).toEqual(ROWS.slice(0, 25).map((row) => String(row.jobId)));
    await clickOn(headerButton);

    await clickOn(button('Export'));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.path === EXPORT).map((call) => call.query)).toEqual([
      { ...reportCalls()[0]?.query, sortBy: 'title' },
    ]);
    expect(reportCalls()[0]?.query).toEqual({
      companyId: '1001',
      startDate: '2026-06-01',
      endDate: '2026-11-22',
      crossPostStatus: '2',
    });
    expect(saved).toHaveBeenCalledWith(CSV, 'cross-posted-jobs.csv', undefined);
  });

  it('a failed export toasts the crosspost message and saves nothing', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    server.use(
      http.get(`*${EXPORT}`, () =>
        HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500, headers: problem }),
      ),
    );
    await show();
    await waitForCount();
    await clickOn(button('Export'));
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith(MESSAGE));
    expect(saved).not.toHaveBeenCalled();
  });
});

const problem = { 'Content-Type': 'application/problem+json' };
