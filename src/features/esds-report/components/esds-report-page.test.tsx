import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoDay, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { fieldLabelled, itRecoversFromLoadFailures, SERVER_ERROR } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { EsdsReportRow } from '@/generated/model';
import * as download from '@/lib/download';
import { EsdsReportPage } from './esds-report-page';

/**
 * The screen as the demo owner sees it for Acme Health (session and companies from the demo backend), the
 * report and its export answered by stand-ins of the test's own (fixed rows; utils/esds-sort.test.ts and the
 * e2e spec run against the demo backend's): what it asks for, what it shows, the 365-day rule, a failure and
 * its Retry, and the export of the sort on screen. The page is rendered on its own at its address: inside
 * the whole route table (shell, lazy page) the file took a third as long again.
 */

const MESSAGE = 'Error occurred while trying to retrieve crosspost data.';
const REPORT = '/api/ESDSReport/ESDSReport';
const EXPORT = '/api/ESDSReport/ExportESDSReportCsv';
const CAPTION = 'Jobs and their cross-posting to state job banks';

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
const problem = { 'Content-Type': 'application/problem+json' };
const serverError = () => HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500, headers: problem });

/** The query of every report and export call the screen made, in order. */
const calls: { path: string; query: Record<string, string> }[] = [];
const record = (request: Request) => {
  const url = new URL(request.url);
  calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
};
/** Whether the export's stand-in answers with a server error until the test clears it. */
const failing = { export: false };
const reportCalls = () => calls.filter((call) => call.path === REPORT);

const { server } = recordedDemoBackend();

beforeEach(() => {
  calls.length = 0;
  failing.export = false;
  server.use(
    http.get(`*${REPORT}`, ({ request }) => {
      record(request);
      return HttpResponse.json(ROWS);
    }),
    http.get(`*${EXPORT}`, ({ request }) => {
      record(request);
      return failing.export ? serverError() : new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** The report at its address (with `search`), as the demo owner sees it. */
const open = (search = '') => renderApp(<EsdsReportPage />, { url: `${paths.reportsEsds.href()}${search}` });

const found = () => screen.getByTestId('documents-found');
const table = () => screen.getByRole('table', { name: CAPTION });
/*
 * The rows and cells of the table on screen (the table is found visible first): `hidden: true` spares
 * jsdom working out the styles of each of its hundreds of cells, which made a role query per row slow.
 */
const bodyRows = () => within(within(table()).getAllByRole('rowgroup')[1]!).queryAllByRole('row', { hidden: true });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true });
const firstColumn = () => bodyRows().map((row) => cells(row)[0]?.textContent ?? '');
const headers = () => within(table()).getAllByRole('columnheader');
/** The text of each column sorted descending. */
const sortedDescending = () =>
  headers()
    .filter((header) => header.getAttribute('aria-sort') === 'descending')
    .map((header) => header.textContent);
/** A filter field by its label (a required mark may follow the label's text). */
/** The options of a select (its own, whether or not its list is open). */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

/** Waits for the count of a search, and its rows in the table. */
async function waitForCount() {
  await waitFor(() => expect(found()).toHaveTextContent(/^[\d,]+ documents? found\.$/));
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
}

describe('EsdsReportPage', () => {
  it('searches one month back on load, sending only the company, the dates and the default order, and says how many were found', async () => {
    await open();
    await waitForCount();
    const today = demoDay();
    expect(reportCalls().map((call) => call.query)).toEqual([
      {
        companyId: '1001',
        startDate: format(subMonths(today, 1), 'yyyy-MM-dd'),
        endDate: format(today, 'yyyy-MM-dd'),
        sortBy: '-createdUtc',
      },
    ]);
    expect(found()).toHaveTextContent(/^40 documents found\.$/);
    // 25 a page, newest created first; an empty value is a dash.
    expect(firstColumn()).toEqual(ROWS.slice(0, 25).map((row) => String(row.jobId)));
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
    expect(optionsOf(screen.getByLabelText('Rows per page'))).toEqual(['25', '50', '75', '100']);
    expect(sortedDescending()).toEqual([expect.stringContaining('Date Created')]);
    const link = within(table()).getAllByRole('link')[0]!;
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.textContent).toBe(`${link.getAttribute('href') ?? ''} (opens in a new tab)`);
    expect(cells(bodyRows()[0]!)[4]).toHaveTextContent(/^—$/);
    // Eleven columns scroll sideways under the Job ID, which stays in view.
    expect(headers()[0]).toHaveStyle({ position: 'sticky' });
    expect(cells(bodyRows()[0]!)[0]).toHaveStyle({ position: 'sticky' });
    expect(fieldLabelled('Status')).toHaveDisplayValue('All');
    expect(fieldLabelled('Crosspost Status')).toHaveDisplayValue('All');
    expect(optionsOf(fieldLabelled('Status'))).toEqual(['All', 'Active/Inactive', 'Active', 'Inactive']);
    expect(optionsOf(fieldLabelled('Crosspost Status'))).toEqual(['All', 'Crossposted', 'Not Crossposted']);
  });

  it('sends every filter the user set, and shows the count of that search', async () => {
    const { user } = await open('?from=2025-12-01&to=2026-11-22');
    await waitForCount();
    await user.type(fieldLabelled('Title'), 'Nurse');
    await user.type(fieldLabelled('Internal Reference'), ' AH- ');
    await user.selectOptions(fieldLabelled('Status'), 'Active');
    await user.selectOptions(fieldLabelled('State'), 'Texas');
    await user.selectOptions(fieldLabelled('Crosspost Status'), 'Crossposted');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(reportCalls()).toHaveLength(2));
    expect(reportCalls()[1]?.query).toEqual({
      companyId: '1001',
      startDate: '2025-12-01',
      endDate: '2026-11-22',
      title: 'Nurse',
      internalRef: 'AH-',
      status: '2',
      state: 'TX',
      crossPostStatus: '1',
      sortBy: '-createdUtc',
    });
    await waitForCount();
    expect(found()).toHaveTextContent(/^40 documents found\.$/);
  });

  it("refuses a range over 365 days with 'The To Date and From Date fields cannot exceed a year.' and asks nothing", async () => {
    const { user } = await open();
    await waitForCount();
    await user.clear(fieldLabelled('From Date'));
    await user.type(fieldLabelled('From Date'), '11/01/2025');
    await user.clear(fieldLabelled('To Date'));
    await user.type(fieldLabelled('To Date'), '11/22/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The To Date and From Date fields cannot exceed a year.')).toBeInTheDocument();
    expect(fieldLabelled('To Date')).toHaveAttribute('aria-invalid', 'true');
    expect(reportCalls()).toHaveLength(1);
  });

  itRecoversFromLoadFailures(server, [SERVER_ERROR], {
    request: `*${REPORT}`,
    message: MESSAGE,
    heading: 'ESDS CrossPost Report',
    show: () => open(),
    nothingShown: () => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled(),
    shown: async () => {
      await waitForCount();
      expect(bodyRows()).toHaveLength(25);
    },
  });

  it("exports the server's CSV as cross-posted-jobs.csv, for the search and in the sort on screen", async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const { user } = await open('?from=2026-06-01&to=2026-11-22&crossPostStatus=2');
    await waitForCount();
    const titleHeader = headers()[1]!;
    expect(titleHeader).toHaveTextContent(/^Title/);
    const sortByTitle = within(titleHeader).getByRole('button');
    await user.click(sortByTitle);
    expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    const titles = bodyRows().map((row) => cells(row)[1]?.textContent ?? '');
    expect(titles).toEqual([...titles].sort());
    // A second click sorts descending; a third returns to the default order (newest created first).
    await user.click(sortByTitle);
    await user.click(sortByTitle);
    expect(sortedDescending()).toEqual([expect.stringContaining('Date Created')]);
    expect(firstColumn()).toEqual(ROWS.slice(0, 25).map((row) => String(row.jobId)));
    await user.click(sortByTitle);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.path === EXPORT).map((call) => call.query)).toEqual([
      { ...reportCalls()[0]?.query, sortBy: 'title' },
    ]);
    expect(reportCalls()[0]?.query).toEqual({
      companyId: '1001',
      startDate: '2026-06-01',
      endDate: '2026-11-22',
      crossPostStatus: '2',
      sortBy: '-createdUtc',
    });
    expect(saved).toHaveBeenCalledWith(CSV, 'cross-posted-jobs.csv', undefined);
  });

  it('a failed export toasts the crosspost message and saves nothing', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    failing.export = true;
    const { user, toasts } = await open();
    await waitForCount();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(MESSAGE));
    expect(saved).not.toHaveBeenCalled();
  });
});
