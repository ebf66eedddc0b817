import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { demoDay, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { fieldLabelled, serverProblem } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { DocumentCenterPage } from './document-center-page';

/**
 * The screen over the real demo handlers and seed (Acme Health has 24 report cards and 500 screenshots),
 * the demo owner signed in: what each tab asks for on load, what it shows, the Job ID rule, Enter
 * searching, the opening of a document in a window opened in the click, and the four catalogue messages.
 * The page is rendered on its own at its address: inside the whole route table (shell, lazy page) the file
 * took about half as long again. The new windows themselves are proved in a browser
 * (tests/e2e/document-center.spec.ts), axe on both tabs in the accessibility sweep
 * (tests/e2e/accessibility.spec.ts).
 */

const REPORT_CARDS = '/api/Documents/reportcard/clientreportcards';
const SCREENSHOTS = '/api/Documents/jobscreenshots/jobscreenshots';
const DOCUMENT_URL = '/api/Documents/documenturl';

const { server, callsTo } = recordedDemoBackend();
afterEach(() => vi.restoreAllMocks());

/** Document Center at its address (with `search`), as the demo owner sees it. */
const open = (search = '') =>
  renderApp(<DocumentCenterPage />, {
    url: `${paths.reportsDocumentCenter.href()}${search}`,
  });

const status = (testId: string) => screen.getByTestId(testId);
const table = () => screen.getByRole('table');
const body = () => within(table()).getAllByRole('rowgroup')[1]!;
/*
 * The rows and cells of the table on screen (the table is found visible first): `hidden: true` spares
 * jsdom working out the styles of each cell, which made a role query per row slow.
 */
const bodyRows = () => within(body()).queryAllByRole('row', { hidden: true });
const cell = (row: HTMLElement | undefined, index: number) =>
  row ? (within(row).getAllByRole('cell', { hidden: true })[index]?.textContent ?? '') : '';
const headerTexts = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
/** The first document link of the table (a button that opens a new window). */
const firstDocumentLink = () => within(body()).getAllByRole('button')[0]!;
const tab = (name: string) => screen.getByRole('tab', { name });
/** A filter field by its label (a required mark may follow the label's text). */
/** The portal's today: the demo backend's (its time utility's day). */
const today = demoDay();
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const usDate = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/** Waits for a search's count ('… found.') and for its rows in the table. */
async function searched(testId: string, found: RegExp) {
  await waitFor(() => expect(status(testId)).toHaveTextContent(found));
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
}

/** A stand-in for the window the click opens: what the screen writes into it and where it sends it. */
function fakeWindow() {
  // The browser copies the opener's sessionStorage (the session's tokens) into a window it opens.
  const copiedSession = new Map([['oidc.user:demo', '{"refresh_token":"copied"}']]);
  const opened = {
    opener: {} as unknown,
    closed: false,
    sessionStorage: { clear: () => copiedSession.clear() },
    copiedSession,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn<(address: string) => void>() },
    close: vi.fn(() => {
      opened.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
  return { opened, open };
}

const problem = () => serverProblem();

/** Opens the page and waits for the report cards of the default range. */
async function openCards() {
  const app = await open();
  await searched('documents-found', /documents? found\.$/);
  return app;
}

describe('DocumentCenterPage: Report Card', () => {
  it("searches a year back on load and shows the cards newest first, 25 a page, with '{n} documents found.'", async () => {
    await openCards();
    expect(callsTo(REPORT_CARDS).map((call) => call.query)).toEqual([
      { CompanyId: String(demoCompanies.acme.id), BeginDate: iso(subYears(today, 1)), EndDate: iso(today) },
    ]);
    const cards = (await callsTo(REPORT_CARDS)[0]!.body) as { title: string; date: string }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(status('documents-found')).toHaveTextContent(new RegExp(`^${cards.length} documents found\\.$`));
    expect(tab('Report Card')).toHaveAttribute('aria-selected', 'true');
    expect(headerTexts()).toEqual([expect.stringMatching(/^Title/), expect.stringMatching(/^Document Date/)]);
    const newest = [...cards].sort((a, b) => b.date.localeCompare(a.date));
    expect(bodyRows()).toHaveLength(Math.min(25, cards.length));
    expect(bodyRows().map((row) => cell(row, 0))).toEqual(newest.slice(0, 25).map((card) => card.title));
    const perPage = screen.getByLabelText('Rows per page');
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '75', '100']);
    expect(perPage).toHaveValue('25');
    // The form shows the range it searched.
    expect(fieldLabelled('From Date')).toHaveValue(usDate(iso(subYears(today, 1))));
  });

  it('a title opens the card in a window opened in the click, then sent to its signed address (Id = mailingKey, Type 1)', async () => {
    const { user, toasts } = await openCards();
    const cards = (await callsTo(REPORT_CARDS)[0]!.body) as { title: string; mailingKey: string; date: string }[];
    const newest = [...cards].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    const { opened, open } = fakeWindow();

    const link = firstDocumentLink();
    expect(link.getAttribute('aria-label') ?? link.textContent).toContain(newest.title);
    await user.click(link);
    // Opened synchronously in the click (no address yet), without a way back to the portal.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    expect(opened.copiedSession.size).toBe(0);
    expect(opened.document.body.textContent).toBe('Opening the document…');
    await waitFor(() => expect(opened.location.replace).toHaveBeenCalledTimes(1));
    expect(callsTo(DOCUMENT_URL).map((call) => call.query)).toEqual([
      { Id: newest.mailingKey, Type: '1', CompanyId: String(demoCompanies.acme.id) },
    ]);
    const { url } = (await callsTo(DOCUMENT_URL)[0]!.body) as { url: string };
    expect(opened.location.replace).toHaveBeenCalledWith(new URL(url, window.location.origin).href);
    expect(opened.location.replace.mock.calls[0]?.[0]).toMatch(/\/demo-files\/documents\/report-card\//);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("a failed address closes the window and says 'Error occurred while trying show Report Card.'", async () => {
    const { user, toasts } = await openCards();
    server.use(http.get(`*${DOCUMENT_URL}`, problem));
    const { opened } = fakeWindow();
    await user.click(firstDocumentLink());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error occurred while trying show Report Card.'));
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.replace).not.toHaveBeenCalled();
  });

  it("a failed list: 'Error occurred while trying to retrieve documents.' with Retry, which recovers in place", async () => {
    server.use(http.get(`*${REPORT_CARDS}`, problem));
    const { user, toasts } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while trying to retrieve documents.');
    expect(toasts.error.mock.calls).toEqual([['Error occurred while trying to retrieve documents.']]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status('documents-found')).toHaveTextContent(/documents? found\.$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  });
});

describe('DocumentCenterPage: Job Screenshots', () => {
  const openTab = async () => {
    const app = await openCards();
    await app.user.click(tab('Job Screenshots'));
    await searched('screenshots-found', /screenshots? found\.$/);
    return app;
  };

  it('never shows both tabs’ panels at once while the tab changes, either way', async () => {
    // Panels shown (without `hidden`) after each commit of the page (a Profiler calls back once the commit is
    // in the DOM).
    const shownPerCommit: number[] = [];
    const countShown = () =>
      shownPerCommit.push(screen.queryAllByRole('tabpanel', { hidden: true }).filter((panel) => !panel.hidden).length);
    const { user } = await renderApp(
      <Profiler id="document-center" onRender={countShown}>
        <DocumentCenterPage />
      </Profiler>,
      { url: paths.reportsDocumentCenter.href() },
    );
    await searched('documents-found', /documents? found\.$/);
    await user.click(tab('Job Screenshots'));
    await waitFor(() => expect(status('screenshots-found')).toHaveTextContent(/screenshots? found\.$/));
    await user.click(tab('Report Card'));
    await waitFor(() => expect(status('documents-found')).toHaveTextContent(/documents? found\.$/));

    expect(shownPerCommit.length).toBeGreaterThan(4);
    expect(Math.max(...shownPerCommit)).toBe(1);
  });

  it("searches a month back on load, without Job ID or Title, and says '{n} screenshots found.'", async () => {
    await openTab();
    expect(callsTo(SCREENSHOTS).map((call) => call.query)).toEqual([
      { CompanyId: String(demoCompanies.acme.id), StartDate: iso(subMonths(today, 1)), EndDate: iso(today) },
    ]);
    const shots = (await callsTo(SCREENSHOTS)[0]!.body) as unknown[];
    expect(status('screenshots-found')).toHaveTextContent(new RegExp(`^${shots.length} screenshots found\\.$`));
    expect(headerTexts()).toEqual([
      expect.stringMatching(/^Job ID/),
      expect.stringMatching(/^Title/),
      expect.stringMatching(/^Date Created/),
    ]);
    expect(bodyRows()).toHaveLength(Math.min(25, shots.length));
  });

  it('Job ID 0 is refused without a search; a search sends Job ID only when numeric, and the Title', async () => {
    const { user } = await openTab();
    const shots = (await callsTo(SCREENSHOTS)[0]!.body) as { jobId: number; jobTitle: string }[];
    const target = shots[0]!;
    /** Types `text` in the field and presses Enter there (the form searches). */
    const typeAndEnter = async (label: string, text: string) => {
      await user.clear(fieldLabelled(label));
      await user.type(fieldLabelled(label), `${text}{Enter}`);
    };

    await typeAndEnter('Job ID', '0');
    expect(await screen.findByText('Job ID must be 1 or more')).toBeInTheDocument();
    expect(callsTo(SCREENSHOTS)).toHaveLength(1);

    await typeAndEnter('Job ID', String(target.jobId));
    await waitFor(() => expect(callsTo(SCREENSHOTS)).toHaveLength(2));
    expect(callsTo(SCREENSHOTS)[1]?.query).toMatchObject({ JobId: String(target.jobId) });
    expect(callsTo(SCREENSHOTS)[1]?.query).not.toHaveProperty('JobTitle');
    const forJob = (await callsTo(SCREENSHOTS)[1]!.body) as { jobId: number }[];
    expect(forJob.length).toBeGreaterThan(0);
    expect(forJob.every((shot) => shot.jobId === target.jobId)).toBe(true);
    await waitFor(() =>
      expect(status('screenshots-found')).toHaveTextContent(new RegExp(`^${forJob.length} screenshots found\\.$`)),
    );

    await typeAndEnter('Title', target.jobTitle);
    await waitFor(() => expect(callsTo(SCREENSHOTS)).toHaveLength(3));
    expect(callsTo(SCREENSHOTS)[2]?.query).toMatchObject({ JobId: String(target.jobId), JobTitle: target.jobTitle });
  });

  it('a job id opens its screenshot (Id = screenshotId, Type 2); a failure says the Show screenshot message', async () => {
    const { user, toasts } = await openTab();
    const shots = (await callsTo(SCREENSHOTS)[0]!.body) as { jobId: number; screenshotId: string }[];
    const { opened } = fakeWindow();
    await user.click(firstDocumentLink());
    await waitFor(() => expect(opened.location.replace).toHaveBeenCalledTimes(1));
    const asked = callsTo(DOCUMENT_URL)[0]?.query;
    expect(asked?.['Type']).toBe('2');
    expect(shots.map((shot) => shot.screenshotId)).toContain(asked?.['Id']);
    expect(opened.location.replace.mock.calls[0]?.[0]).toMatch(/\/demo-files\/documents\/screenshot\//);

    server.use(http.get(`*${DOCUMENT_URL}`, problem));
    const second = fakeWindow();
    await user.click(firstDocumentLink());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error occurred while trying show screenshot.'));
    expect(second.opened.close).toHaveBeenCalled();
  });

  it("a list that breaks the contract says 'Error occurred while trying to retrieve screenshots.'", async () => {
    server.use(http.get(`*${SCREENSHOTS}`, () => HttpResponse.json([{ jobId: 'x' }])));
    const { toasts } = await open('?tab=screenshots');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred while trying to retrieve screenshots.');
    expect(toasts.error.mock.calls).toEqual([['Error occurred while trying to retrieve screenshots.']]);
  });
});
