import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns/format';
import { subYears } from 'date-fns/subYears';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACME, demoDay, recordedDemoBackend, seededEsdsRows } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import {
  errorOf,
  fieldLabelled,
  itRecoversFromLoadFailures,
  replaceText,
  SERVER_ERROR,
} from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import * as download from '@/lib/download';
import { ListingMonitorPage } from './listing-monitor-page';

/**
 * The screen over the demo backend's seeded ESDS rows (Acme Health, the demo owner). What it should count is
 * worked out here from the seeded rows themselves, by the words and not by the code under test: a
 * job created in the range (its UTC day), open and never cross-posted, or cross-posted more than the
 * threshold's calendar days (UTC) after it was created. axe over the loading, empty, error and data states
 * runs in a browser (tests/e2e/listing-monitor.spec.ts).
 */

const REPORT = '/api/ESDSReport/ESDSReport';
const MESSAGE = 'Error occurred while trying to retrieve crosspost data.';
const DAY_MS = 86_400_000;

const { server, callsTo } = recordedDemoBackend();
afterEach(() => vi.restoreAllMocks());

const iso = (day: Date) => format(day, 'yyyy-MM-dd');
const utcDay = (timestamp: string) => Math.floor(Date.parse(timestamp) / DAY_MS);

/** The two kinds among Acme's seeded rows created in [start, end], counted independently. */
function expected(start: string, end: string, lateAfterDays: number) {
  const rows = seededEsdsRows(ACME).filter(
    (row) => row.createdUtc.slice(0, 10) >= start && row.createdUtc.slice(0, 10) <= end,
  );
  const unlisted = rows.filter((row) => row.dateCrossPosted === null && row.dateDeactivated === null);
  const late = rows.filter(
    (row) => row.dateCrossPosted !== null && utcDay(row.dateCrossPosted) - utcDay(row.createdUtc) > lateAfterDays,
  );
  return { unlisted, late };
}

const open = (search = '', language: 'en' | 'es' = 'en') =>
  renderApp(<ListingMonitorPage />, {
    url: `${paths.reportsListingMonitor.href()}${search}`,
    language,
  });

const countText = (kind: 'unlisted' | 'late') => screen.getByTestId(`${kind}-count`);
const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (name: string) =>
  within(within(table(name)).getAllByRole('rowgroup')[1]!).queryAllByRole('row', { hidden: true });
const UNLISTED = 'Open jobs never cross-posted to a state job bank';
const LATE = 'Jobs cross-posted to a state job bank later than the threshold';

async function waitForCounts() {
  await waitFor(() => expect(countText('late')).toHaveTextContent(/\d/));
  await waitFor(() => expect(table(LATE)).not.toHaveAttribute('aria-busy'));
}

describe('ListingMonitorPage', () => {
  it("checks the last 12 months by default, and counts what the seeded rows say: Acme's open jobs not listed and those listed late", async () => {
    await open();
    await waitForCounts();
    // Headed by the route table's name, with the export beside it.
    expect(screen.getByRole('heading', { level: 1, name: 'Listing Monitor' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Open jobs never listed with the state employment service, and jobs listed late/),
    ).toBeInTheDocument();
    const today = demoDay();
    const start = iso(subYears(today, 1));
    const end = iso(today);
    expect(callsTo(REPORT).map((call) => call.query)).toEqual([
      { companyId: String(ACME), startDate: start, endDate: end },
    ]);

    const { unlisted, late } = expected(start, end, 3);
    // The demo has both kinds in the default range, so the screen shows both.
    expect(unlisted.length).toBeGreaterThan(25);
    expect(late.length).toBeGreaterThan(25);
    expect(countText('unlisted')).toHaveTextContent(`${unlisted.length} open jobs not listed`);
    expect(countText('late')).toHaveTextContent(`${late.length} listed late`);
    expect(fieldLabelled('Listed late after')).toHaveValue(3);
    expect(screen.getByRole('heading', { name: 'Listed more than 3 days after creation' })).toBeInTheDocument();

    // Longest waiting first, 25 a page: the first row is the oldest open job never cross-posted.
    expect(bodyRows(UNLISTED)).toHaveLength(25);
    const oldest = unlisted.reduce((first, row) => (row.createdUtc < first.createdUtc ? row : first));
    const firstRow = within(bodyRows(UNLISTED)[0]!).getAllByRole('cell', { hidden: true });
    expect(firstRow[0]).toHaveTextContent(String(oldest.jobId));
    expect(firstRow[5]).toHaveTextContent(String(utcDay(`${end}T00:00:00Z`) - utcDay(oldest.createdUtc)));
    // A late job links its posting on the state job bank.
    const lateRow = within(bodyRows(LATE)[0]!).getAllByRole('cell', { hidden: true });
    expect(within(lateRow[6]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/joblink\./),
    );
  });

  it('keeps the threshold in the URL: a new one changes the late count without asking the server again', async () => {
    const { user, router } = await open();
    await waitForCounts();
    const start = iso(subYears(demoDay(), 1));
    const end = iso(demoDay());
    const atThree = expected(start, end, 3).late.length;
    const atFive = expected(start, end, 5).late.length;
    expect(atFive).toBeGreaterThan(0);
    expect(atFive).toBeLessThan(atThree);

    await replaceText(user, fieldLabelled('Listed late after'), '5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(countText('late')).toHaveTextContent(`${atFive} listed late`));
    expect(new URLSearchParams(router.state.location.search).get('lateAfterDays')).toBe('5');
    expect(countText('unlisted')).toHaveTextContent(`${expected(start, end, 5).unlisted.length} open jobs not listed`);
    expect(callsTo(REPORT)).toHaveLength(1);

    // A link with the threshold opens with it.
    await open(`?from=${start}&to=${end}&lateAfterDays=0`);
    await waitForCounts();
    expect(fieldLabelled('Listed late after')).toHaveValue(0);
    expect(countText('late')).toHaveTextContent(`${expected(start, end, 0).late.length} listed late`);
  });

  it('refuses a threshold that is not a whole number of days from 0 to 365, and searches nothing', async () => {
    const { user, router } = await open();
    await waitForCounts();
    const field = fieldLabelled('Listed late after');
    for (const value of ['366', '-1', '2.5']) {
      await replaceText(user, field, value);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(errorOf(field)).toBe('Enter a whole number of days from 0 to 365.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(router.state.location.search).toBe('');
    expect(callsTo(REPORT)).toHaveLength(1);
  });

  it('exports both kinds as listing-exceptions.csv, with the byte-order mark, one row per exception', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const { user } = await open();
    await waitForCounts();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [content, fileName] = saved.mock.calls[0]!;
    expect(fileName).toBe('listing-exceptions.csv');
    expect(typeof content).toBe('string');
    const text = content as string;
    expect(text.startsWith('\uFEFF"Exception","Job ID","Title"')).toBe(true);
    const [, ...rows] = Papa.parse<string[]>(text.slice(1)).data;
    const { unlisted, late } = expected(iso(subYears(demoDay(), 1)), iso(demoDay()), 3);
    /** The job ids of the rows of one exception, sorted. */
    const jobIds = (exception: string) =>
      rows
        .filter((row) => row[0] === exception)
        .map((row) => Number(row[1]))
        .sort();
    expect(jobIds('Not listed')).toEqual(unlisted.map((row) => row.jobId).sort());
    expect(jobIds('Listed late')).toEqual(late.map((row) => row.jobId).sort());
    expect(rows).toHaveLength(unlisted.length + late.length);
  });

  it('says so per table when a range holds no exception', async () => {
    // The seed creates no job on its own day.
    const today = iso(demoDay());
    expect(expected(today, today, 3)).toEqual({ unlisted: [], late: [] });
    await open(`?from=${today}&to=${today}`);
    await waitForCounts();
    expect(countText('unlisted')).toHaveTextContent('0 open jobs not listed');
    expect(countText('late')).toHaveTextContent('0 listed late');
    expect(screen.getByText('Every open job in this period is listed.')).toBeInTheDocument();
    expect(screen.getByText('No job was listed late.')).toBeInTheDocument();
  });

  itRecoversFromLoadFailures(server, [SERVER_ERROR], {
    request: `*${REPORT}`,
    message: MESSAGE,
    heading: 'Listing Monitor',
    show: () => open(),
    nothingShown: () => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled(),
    shown: waitForCounts,
  });

  it('speaks Spanish', async () => {
    await open('', 'es');
    await waitFor(() => expect(countText('late')).toHaveTextContent(/publicados? tarde$/));
    expect(screen.getByRole('heading', { level: 1, name: 'Monitor de publicaciones' })).toBeInTheDocument();
    const { unlisted, late } = expected(iso(subYears(demoDay(), 1)), iso(demoDay()), 3);
    expect(countText('unlisted')).toHaveTextContent(`${unlisted.length} empleos abiertos no publicados`);
    expect(countText('late')).toHaveTextContent(`${late.length} publicados tarde`);
    expect(
      screen.getByRole('heading', { name: 'Publicados más de 3 días después de su creación' }),
    ).toBeInTheDocument();
  });
});
