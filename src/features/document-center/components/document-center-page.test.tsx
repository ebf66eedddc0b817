import { format, subMonths, subYears } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Profiler, act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { recordedDemoBackend, signedInApi } from '../../../../tests/support/demo-api';
import { clickOn, tablesShown } from '../../../../tests/support/screen-dom';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { DocumentCenterPage } from './document-center-page';

/**
 * The screen over the real demo handlers and seed (Acme Health has 24 report cards and 500 screenshots):
 * what each tab asks for on load, what it shows, the Job ID rule, Enter searching, the opening of a
 * document in a window opened in the click, and the four catalogue messages. The new windows themselves
 * are proved in a browser (tests/e2e/document-center.spec.ts), axe on both tabs in the accessibility sweep
 * (tests/e2e/accessibility.spec.ts).
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock({ user: null }),
);

const REPORT_CARDS = '/api/Documents/reportcard/clientreportcards';
const SCREENSHOTS = '/api/Documents/jobscreenshots/jobscreenshots';
const DOCUMENT_URL = '/api/Documents/documenturl';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();

signedInApi();

const show = (search = '') =>
  harness.show(
    <MemoryRouter initialEntries={[`/reports/document-center${search}`]}>
      <DocumentCenterPage title="Document Center" />
    </MemoryRouter>,
  );

const container = () => harness.container;
const status = (testId: string) => container().querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
const bodyRows = () => [...container().querySelectorAll('tbody tr')];
const cell = (row: Element | undefined, index: number) => row?.querySelectorAll('td')[index]?.textContent ?? '';
const byId = <T extends HTMLElement>(id: string) => container().querySelector<T>(`#${id}`) as T;
const tab = (name: string) =>
  [...container().querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((element) => element.textContent === name);
const today = new Date();
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const usDate = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/**
 * Sets a field as typing does (React listens to input events), then submits its form as Enter in the field
 * does in a browser (jsdom has no implicit submission; the e2e spec presses the real key).
 */
async function typeAndSubmit(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  });
  await act(async () => input.form?.requestSubmit());
}

/** A stand-in for the window the click opens: what the screen writes into it and where it sends it. */
function fakeWindow() {
  const opened = {
    opener: {} as unknown,
    closed: false,
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
async function showCards() {
  await show();
  await vi.waitFor(() => expect(status('documents-found')).toMatch(/documents? found\.$/));
  await tablesShown(container());
}

describe('DocumentCenterPage: Report Card', () => {
  it("searches a year back on load and shows the cards newest first, 25 a page, with '{n} documents found.'", async () => {
    await showCards();
    expect(callsTo(REPORT_CARDS).map((call) => call.query)).toEqual([
      { CompanyId: String(demoCompanies.acme.id), BeginDate: iso(subYears(today, 1)), EndDate: iso(today) },
    ]);
    const cards = (await callsTo(REPORT_CARDS)[0]!.body) as { title: string; date: string }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(status('documents-found')).toBe(`${cards.length} documents found.`);
    expect(tab('Report Card')?.getAttribute('aria-selected')).toBe('true');
    expect([...container().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      expect.stringMatching(/^Title/),
      expect.stringMatching(/^Document Date/),
    ]);
    const newest = [...cards].sort((a, b) => b.date.localeCompare(a.date));
    expect(bodyRows()).toHaveLength(Math.min(25, cards.length));
    expect(bodyRows().map((row) => cell(row, 0))).toEqual(newest.slice(0, 25).map((card) => card.title));
    const perPage = container().querySelector<HTMLSelectElement>('select');
    expect([...(perPage?.options ?? [])].map((option) => option.text)).toEqual(['25', '50', '75', '100']);
    expect(perPage?.value).toBe('25');
    // The form shows the range it searched.
    expect(byId<HTMLInputElement>('root_range_from').value).toBe(usDate(iso(subYears(today, 1))));
  });

  it('a title opens the card in a window opened in the click, then sent to its signed address (Id = mailingKey, Type 1)', async () => {
    await showCards();
    const cards = (await callsTo(REPORT_CARDS)[0]!.body) as { title: string; mailingKey: string; date: string }[];
    const newest = [...cards].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    const { opened, open } = fakeWindow();

    const link = container().querySelector<HTMLButtonElement>('tbody button');
    expect(link?.getAttribute('aria-label') ?? link?.textContent).toContain(newest.title);
    await clickOn(link);
    // Opened synchronously in the click (no address yet), without a way back to the portal.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    expect(opened.document.body.textContent).toBe('Opening the document…');
    await vi.waitFor(() => expect(opened.location.replace).toHaveBeenCalledTimes(1));
    expect(callsTo(DOCUMENT_URL).map((call) => call.query)).toEqual([
      { Id: newest.mailingKey, Type: '1', CompanyId: String(demoCompanies.acme.id) },
    ]);
    const { url } = (await callsTo(DOCUMENT_URL)[0]!.body) as { url: string };
    expect(opened.location.replace).toHaveBeenCalledWith(new URL(url, window.location.origin).href);
    expect(opened.location.replace.mock.calls[0]?.[0]).toMatch(/\/demo-files\/documents\/report-card\//);
    expect(harness.toast).not.toHaveBeenCalled();
  });

  it("a failed address closes the window and says 'Error occurred while trying show Report Card.'", async () => {
    await showCards();
    server.use(http.get(`*${DOCUMENT_URL}`, problem));
    const { opened } = fakeWindow();
    await clickOn(container().querySelector<HTMLButtonElement>('tbody button'));
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith('Error occurred while trying show Report Card.'));
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.replace).not.toHaveBeenCalled();
  });

  it("a failed list: 'Error occurred while trying to retrieve documents.' with Retry, which recovers in place", async () => {
    server.use(http.get(`*${REPORT_CARDS}`, problem));
    await show();
    await vi.waitFor(() =>
      expect(harness.alert()?.textContent).toContain('Error occurred while trying to retrieve documents.'),
    );
    expect(harness.toast.mock.calls).toEqual([['Error occurred while trying to retrieve documents.']]);
    expect(container().querySelector('table')).toBeNull();

    server.resetHandlers();
    await clickOn(harness.retryButton());
    await vi.waitFor(() => expect(status('documents-found')).toMatch(/documents? found\.$/));
    expect(harness.alert()).toBeNull();
    expect(bodyRows().length).toBeGreaterThan(0);
  });
});

describe('DocumentCenterPage: Job Screenshots', () => {
  const openTab = async () => {
    await showCards();
    await clickOn(tab('Job Screenshots'));
    await vi.waitFor(() => expect(status('screenshots-found')).toMatch(/screenshots? found\.$/));
    await tablesShown(container());
  };

  it('never shows both tabs’ panels at once while the tab changes, either way', async () => {
    // Panels shown after each commit of the page (a Profiler calls back once the commit is in the DOM).
    const shownPerCommit: number[] = [];
    const countShown = () =>
      shownPerCommit.push(container().querySelectorAll('[role="tabpanel"]:not([hidden])').length);
    harness.show(
      <MemoryRouter initialEntries={['/reports/document-center']}>
        <Profiler id="document-center" onRender={countShown}>
          <DocumentCenterPage title="Document Center" />
        </Profiler>
      </MemoryRouter>,
    );
    await tablesShown(container());
    await clickOn(tab('Job Screenshots'));
    await vi.waitFor(() => expect(status('screenshots-found')).toMatch(/screenshots? found\.$/));
    await clickOn(tab('Report Card'));
    await vi.waitFor(() => expect(status('documents-found')).toMatch(/documents? found\.$/));

    expect(shownPerCommit.length).toBeGreaterThan(4);
    expect(Math.max(...shownPerCommit)).toBe(1);
  });

  it("searches a month back on load, without Job ID or Title, and says '{n} screenshots found.'", async () => {
    await openTab();
    expect(callsTo(SCREENSHOTS).map((call) => call.query)).toEqual([
      { CompanyId: String(demoCompanies.acme.id), StartDate: iso(subMonths(today, 1)), EndDate: iso(today) },
    ]);
    const shots = (await callsTo(SCREENSHOTS)[0]!.body) as unknown[];
    expect(status('screenshots-found')).toBe(`${shots.length} screenshots found.`);
    expect([...container().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      expect.stringMatching(/^Job ID/),
      expect.stringMatching(/^Title/),
      expect.stringMatching(/^Date Created/),
    ]);
    expect(bodyRows()).toHaveLength(Math.min(25, shots.length));
  });

  it('Job ID 0 is refused without a search; a search sends Job ID only when numeric, and the Title', async () => {
    await openTab();
    const shots = (await callsTo(SCREENSHOTS)[0]!.body) as { jobId: number; jobTitle: string }[];
    const target = shots[0]!;

    await typeAndSubmit(byId('root_jobId'), '0');
    await vi.waitFor(() => expect(container().textContent).toContain('Job ID must be 1 or more'));
    expect(callsTo(SCREENSHOTS)).toHaveLength(1);

    await typeAndSubmit(byId('root_jobId'), String(target.jobId));
    await vi.waitFor(() => expect(callsTo(SCREENSHOTS)).toHaveLength(2));
    expect(callsTo(SCREENSHOTS)[1]?.query).toMatchObject({ JobId: String(target.jobId) });
    expect(callsTo(SCREENSHOTS)[1]?.query).not.toHaveProperty('JobTitle');
    const forJob = (await callsTo(SCREENSHOTS)[1]!.body) as { jobId: number }[];
    expect(forJob.length).toBeGreaterThan(0);
    expect(forJob.every((shot) => shot.jobId === target.jobId)).toBe(true);
    await vi.waitFor(() =>
      expect(status('screenshots-found')).toBe(
        `${forJob.length} ${forJob.length === 1 ? 'screenshot' : 'screenshots'} found.`,
      ),
    );

    await typeAndSubmit(byId('root_title'), target.jobTitle);
    await vi.waitFor(() => expect(callsTo(SCREENSHOTS)).toHaveLength(3));
    expect(callsTo(SCREENSHOTS)[2]?.query).toMatchObject({ JobId: String(target.jobId), JobTitle: target.jobTitle });
  });

  it('a job id opens its screenshot (Id = screenshotId, Type 2); a failure says the Show screenshot message', async () => {
    await openTab();
    const shots = (await callsTo(SCREENSHOTS)[0]!.body) as { jobId: number; screenshotId: string }[];
    const { opened } = fakeWindow();
    await clickOn(container().querySelector<HTMLButtonElement>('tbody button'));
    await vi.waitFor(() => expect(opened.location.replace).toHaveBeenCalledTimes(1));
    const asked = callsTo(DOCUMENT_URL)[0]?.query;
    expect(asked?.['Type']).toBe('2');
    expect(shots.map((shot) => shot.screenshotId)).toContain(asked?.['Id']);
    expect(opened.location.replace.mock.calls[0]?.[0]).toMatch(/\/demo-files\/documents\/screenshot\//);

    server.use(http.get(`*${DOCUMENT_URL}`, problem));
    const second = fakeWindow();
    await clickOn(container().querySelector<HTMLButtonElement>('tbody button'));
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith('Error occurred while trying show screenshot.'));
    expect(second.opened.close).toHaveBeenCalled();
  });

  it("a list that breaks the contract says 'Error occurred while trying to retrieve screenshots.'", async () => {
    server.use(http.get(`*${SCREENSHOTS}`, () => HttpResponse.json([{ jobId: 'x' }])));
    await show('?tab=screenshots');
    await vi.waitFor(() =>
      expect(harness.alert()?.textContent).toContain('Error occurred while trying to retrieve screenshots.'),
    );
    expect(harness.toast.mock.calls).toEqual([['Error occurred while trying to retrieve screenshots.']]);
  });
});
