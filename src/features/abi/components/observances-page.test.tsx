import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { recordedDemoBackend, reseed, signedInApi } from '../../../../tests/support/demo-api';
import { clickOn, controlNamed, typeInto } from '../../../../tests/support/screen-dom';
import { locationProbe, screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import type { Observance } from '@/generated/model';
import * as download from '@/lib/download';
import { sortObservances } from '../utils/observance-rules';
import { ObservancesPage } from './observances-page';

/**
 * The screen over the real demo handlers and seed (150 observances; the Acme Health owner has 8 saved):
 * what it asks for, the order and count, the URL's filters, the 365-day rule, Display Saved Observances,
 * Save / Unsave and their toasts, the detail dialog by link and by deep link, downloads and the catalogue
 * messages. New windows and the clipboard are proved in a browser (tests/e2e/observances.spec.ts), axe in
 * the accessibility sweep (tests/e2e/accessibility.spec.ts).
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);

const LIST = '/api/abi/observances';
const SAVED = '/api/abi/userobservances';
const SAVE = '/api/abi/userobservances/save';
const FILES = '/api/abi/files';
const OBSERVANCES_MESSAGE = 'Error occurred while trying to retrieve observances.';
const TAGS_MESSAGE = 'Error occurred while trying to retrieve list of tags.';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();

signedInApi();

const { seen, LocationProbe } = locationProbe();

const show = (path = '/abi/observances') =>
  harness.show(
    <MemoryRouter key={path} initialEntries={[path]}>
      <Routes>
        <Route path="/abi/observances/:selectedObservanceId?" element={<ObservancesPage title="Observances" />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );

const container = () => harness.container;
const found = () => container().querySelector('[data-testid="observances-found"]')?.textContent ?? '';
const items = () => [...container().querySelectorAll('article')];
const names = () => items().map((item) => item.querySelector('h2')?.textContent ?? '');
const byId = (id: string) => container().querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
const dialog = () => document.querySelector('[role="dialog"]');
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const problem = () => serverProblem();

async function showList(path?: string) {
  await show(path);
  // The list renders in a deferred render of its own after the page; jsdom on a busy CI core needs over 1 s.
  await vi.waitFor(() => expect(found()).toMatch(/observances? found\.$/), { timeout: 5_000 });
}

async function listAnswer(): Promise<Observance[]> {
  return (await callsTo(LIST).at(-1)!.body) as Observance[];
}

describe('ObservancesPage: the list', () => {
  it("asks for the first of this month for about a year, lists by start, duration and name, and says '{n} observances found.'", async () => {
    await showList();
    const first = startOfMonth(new Date());
    const range = { startDate: iso(first), endDate: iso(endOfMonth(addMonths(first, 11))) };
    expect(callsTo(LIST).map((call) => call.query)).toEqual([{ companyId: String(demoCompanies.acme.id), ...range }]);
    const savedCall = callsTo(SAVED)[0]!;
    expect(savedCall.method).toBe('POST');
    expect(await savedCall.sent).toEqual(range);
    const observances = await listAnswer();
    expect(observances.length).toBeGreaterThan(20);
    expect(found()).toBe(`${observances.length} observances found.`);
    expect(names()).toEqual(sortObservances(observances).map((observance) => observance.name));
    const legend = container().querySelector('[aria-label="Legend"]');
    expect([...(legend?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'Single Day',
      'Multiple Days',
      'Month Long',
    ]);
  });

  it('writes each item’s duration class and cuts descriptions over 300 characters with View More...', async () => {
    await showList();
    const observances = sortObservances(await listAnswer());
    const long = observances.findIndex((observance) => observance.description.length > 300);
    const short = observances.findIndex((observance) => observance.description.length <= 300);
    expect(long).toBeGreaterThanOrEqual(0);
    expect(short).toBeGreaterThanOrEqual(0);
    const longItem = items()[long]!;
    const viewMore = controlNamed(longItem, 'View More...');
    expect(viewMore?.getAttribute('href')).toMatch(new RegExp(`^/abi/observances/${observances[long]!.id}($|\\?)`));
    expect(longItem.textContent).not.toContain(observances[long]!.description);
    expect(controlNamed(items()[short]!, 'View More...')).toBeUndefined();
    expect(items()[short]!.textContent).toContain(observances[short]!.description);
    const month = observances.findIndex((observance) => observance.duration > 21);
    expect(items()[month]!.textContent).toContain('Month Long');
    const single = observances.findIndex((observance) => observance.duration === 1);
    expect(items()[single]!.textContent).toContain('Single Day');
  });

  it('takes the range and tags of a link (start, end, tags) and ignores a link over 365 days', async () => {
    await showList('/abi/observances?start=2026-12-01&end=2027-02-28&tags=3');
    expect(callsTo(LIST)[0]!.query).toMatchObject({ startDate: '2026-12-01', endDate: '2027-02-28', tags: '3' });
    await showList('/abi/observances?start=2026-01-01&end=2027-06-30');
    expect(callsTo(LIST).at(-1)!.query['startDate']).toBe(iso(startOfMonth(new Date())));
  });

  it("refuses a range over 365 days with 'The To Date and From Date fields cannot exceed a year.' and asks nothing", async () => {
    await showList();
    const asked = callsTo(LIST).length;
    await typeInto(byId('root_range_from'), '01/01/2026');
    await typeInto(byId('root_range_to'), '06/30/2027');
    await clickOn(controlNamed(container(), 'Search'));
    expect(container().textContent).toContain('The To Date and From Date fields cannot exceed a year.');
    expect(callsTo(LIST)).toHaveLength(asked);
  });

  it('with Display Saved Observances shows only the saved ones, and the URL keeps the choice', async () => {
    await showList();
    const saved = (await callsTo(SAVED)[0]!.body) as Observance[];
    expect(saved.length).toBeGreaterThan(0);
    await clickOn(container().querySelector('label:has(input[type="checkbox"])'));
    await vi.waitFor(() => expect(seen.location).toContain('saved=1'));
    await vi.waitFor(() => expect(found()).toBe(`${saved.length} observances found.`));
    expect(names()).toEqual(sortObservances(saved).map((observance) => observance.name));
  });

  it('a failed list says the Observances message with Retry, which recovers', async () => {
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    await show();
    await vi.waitFor(() => expect(harness.alert()?.textContent).toContain(OBSERVANCES_MESSAGE));
    expect(harness.toast).toHaveBeenCalledWith(OBSERVANCES_MESSAGE);
    await clickOn(harness.retryButton());
    await vi.waitFor(() => expect(found()).toMatch(/observances found\.$/));
  });
});

describe('ObservancesPage: Save and Unsave', () => {
  afterEach(() => reseed());

  it("Save says 'Saved observance.' and Unsave 'Unsaved observance.'; the saved list is asked for again after each", async () => {
    await showList();
    const item = items().find((article) => controlNamed(article, 'Save'))!;
    const name = item.querySelector('h2')!.textContent;
    const asked = callsTo(SAVED).length;
    await clickOn(controlNamed(item, 'Save'));
    await vi.waitFor(() => expect(harness.successToast).toHaveBeenCalledWith('Saved observance.'));
    const id = ((await listAnswer()).find((observance) => observance.name === name) as Observance).id;
    expect(await callsTo(SAVE)[0]!.sent).toEqual({ observanceId: id });
    await vi.waitFor(() => expect(callsTo(SAVED).length).toBeGreaterThan(asked));
    await vi.waitFor(() => expect(controlNamed(item, 'Unsave')).toBeDefined());
    await clickOn(controlNamed(item, 'Unsave'));
    await vi.waitFor(() => expect(harness.successToast).toHaveBeenCalledWith('Unsaved observance.'));
    const unsave = callsTo(SAVED).find((call) => call.method === 'DELETE');
    expect(unsave?.query).toEqual({ companyId: String(demoCompanies.acme.id), observanceId: String(id) });
    await vi.waitFor(() => expect(controlNamed(item, 'Save')).toBeDefined());
  });

  it('a failed unsave toasts the Tags message, as the spec says, and the item stays saved', async () => {
    server.use(http.delete(`*${SAVED}`, problem));
    await showList();
    const item = items().find((article) => controlNamed(article, 'Unsave'))!;
    await clickOn(controlNamed(item, 'Unsave'));
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith(TAGS_MESSAGE));
    expect(harness.successToast).not.toHaveBeenCalled();
    expect(controlNamed(item, 'Unsave')).toBeDefined();
  });
});

describe('ObservancesPage: the detail dialog', () => {
  it('a deep link opens it with the full description and the attachments in order; closing keeps the filters', async () => {
    await showList();
    const observances = await listAnswer();
    const target = observances.find((observance) => observance.attachments.length > 1)!;
    await show(`/abi/observances/${target.id}?start=${callsTo(LIST)[0]!.query['startDate']}&tags=`);
    await vi.waitFor(() => expect(dialog()?.textContent).toContain(target.description));
    const ordered = [...target.attachments].sort(
      (a, b) =>
        Number(a.order == null) - Number(b.order == null) ||
        (a.order ?? 0) - (b.order ?? 0) ||
        a.name.localeCompare(b.name),
    );
    const downloads = [...dialog()!.querySelectorAll('button[aria-label^="Download "]')];
    expect(downloads.map((button) => button.getAttribute('aria-label'))).toEqual(
      ordered.map((attachment) => `Download ${attachment.name}`),
    );
    await clickOn(controlNamed(dialog()!, 'Close'));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(seen.location).toBe(`/abi/observances?start=${callsTo(LIST)[0]!.query['startDate']}&tags=`);
  });

  it("says 'Content Coming Soon' without attachments, and a name in the list opens the dialog", async () => {
    await showList();
    const observances = sortObservances(await listAnswer());
    const index = observances.findIndex((observance) => observance.attachments.length === 0);
    await clickOn(items()[index]!.querySelector('h2 a'));
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Content Coming Soon'));
    expect(seen.location).toMatch(new RegExp(`^/abi/observances/${observances[index]!.id}`));
  });

  it('downloads an attachment through /api/abi/files; a failed download toasts the Observances message', async () => {
    const saveFile = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    await showList();
    const target = (await listAnswer()).find((observance) => observance.attachments.length > 0)!;
    const attachment = target.attachments[0]!;
    await show(`/abi/observances/${target.id}`);
    const button = () => dialog()?.querySelector<HTMLButtonElement>(`button[aria-label="Download ${attachment.name}"]`);
    await vi.waitFor(() => expect(button()).toBeTruthy());
    await clickOn(button());
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalled());
    expect(saveFile.mock.calls[0]![1]).toBe(attachment.name);
    expect(callsTo(FILES)[0]!.query).toEqual({
      fileId: String(attachment.id),
      companyId: String(demoCompanies.acme.id),
      resourceType: 'observance',
      resourceId: String(target.id),
    });
    server.use(http.get(`*${FILES}`, problem));
    await vi.waitFor(() => expect(button()?.hasAttribute('data-loading')).toBe(false));
    await clickOn(button());
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith(OBSERVANCES_MESSAGE));
  });

  it("a failed observance call says 'Error occurred while trying to retrieve observance.'", async () => {
    server.use(http.get(`*${LIST}/:id`, () => HttpResponse.json({ title: 'Not found', status: 404 }, { status: 404 })));
    await act(async () => show('/abi/observances/99999'));
    await vi.waitFor(() =>
      expect(harness.toast).toHaveBeenCalledWith('Error occurred while trying to retrieve observance.'),
    );
    expect(dialog()?.textContent).toContain('Error occurred while trying to retrieve observance.');
  });
});
