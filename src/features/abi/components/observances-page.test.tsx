import { screen, waitFor, within } from '@testing-library/react';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { call, demoDay, recordedDemoBackend, reseed, tokenFor } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { serverProblem } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { Observance } from '@/generated/model';
import * as download from '@/lib/download';
import { sortObservances } from '../utils/observance-rules';
import { ObservancesPage } from './observances-page';

/**
 * The screen at its address over the real demo handlers and seed (150 observances; the Acme Health owner
 * has 8 saved): what it asks for, the order and count, the URL's filters, the 365-day rule, Display Saved
 * Observances, Save / Unsave and their toasts, the detail dialog by link and by deep link, downloads and the
 * catalogue messages. New windows and the clipboard are proved in a browser (tests/e2e/observances.spec.ts),
 * axe in the accessibility sweep (tests/e2e/accessibility.spec.ts).
 */

const LIST = '/api/abi/observances';
const SAVED = '/api/abi/userobservances';
const SAVE = '/api/abi/userobservances/save';
const FILES = '/api/abi/files';
const OBSERVANCES_MESSAGE = 'Error occurred while trying to retrieve observances.';
const TAGS_MESSAGE = 'Error occurred while trying to retrieve list of tags.';

const { server, callsTo } = recordedDemoBackend();

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
/** The default range: the first of this month for about a year. */
const defaultRange = () => {
  const first = startOfMonth(demoDay());
  return { startDate: iso(first), endDate: iso(endOfMonth(addMonths(first, 11))) };
};
const problem = () => serverProblem();

/**
 * The observances of the default range, as the demo backend answers the owner in Acme Health: what the
 * dialog tests open, without showing the list first to learn it.
 */
let catalogue: Observance[] = [];
beforeAll(async () => {
  const token = await tokenFor('owner@demo.test');
  const answer = await call(LIST, { token, query: { companyId: demoCompanies.acme.id, ...defaultRange() } });
  catalogue = (await answer.json()) as Observance[];
});

/**
 * The page at `url` (the owner, in Acme Health), mounted at its route's path. The page itself rather than
 * the whole route table: the shell around it cost about a third more time in every test of this slow file.
 */
const show = (url = paths.abiObservances.href()) =>
  renderApp(<ObservancesPage />, { url, path: paths.abiObservances.path });

/**
 * The count's polite live region: empty while the list loads, then '{n} observances found.'. Waits watch
 * this one element: a query over the whole page at every change of the DOM would cost more than the list.
 */
const countRegion = () => screen.getByRole('status');
const list = () => screen.getByRole('list', { name: 'Observances' });
const items = () => within(list()).getAllByRole('article');
const names = () =>
  within(list())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const nameOf = (item: HTMLElement) => within(item).getByRole('heading', { level: 2 }).textContent;

/** Waits until the count says `text` (any count by default): the list has arrived, in a render of its own. */
async function countSays(text: string | RegExp = /^\d+ observances? found\.$/) {
  // The first visit of the file waits for the server's clock (at most 2 s) before the page renders.
  const region = await screen.findByRole('status', undefined, { timeout: 5_000 });
  await waitFor(() => expect(region).toHaveTextContent(text));
}

/** Visits `url` and waits until the list is on screen. */
async function showList(url?: string) {
  const app = await show(url);
  await countSays();
  return app;
}

async function listAnswer(): Promise<Observance[]> {
  return (await callsTo(LIST).at(-1)!.body) as Observance[];
}

describe('ObservancesPage: the list', () => {
  it("asks for the first of this month for about a year, lists by start, duration and name, and says '{n} observances found.'", async () => {
    await showList();
    const range = defaultRange();
    expect(callsTo(LIST).map((recorded) => recorded.query)).toEqual([
      { companyId: String(demoCompanies.acme.id), ...range },
    ]);
    const savedCall = callsTo(SAVED)[0]!;
    expect(savedCall.method).toBe('POST');
    expect(await savedCall.sent).toEqual(range);
    const observances = await listAnswer();
    expect(observances.length).toBeGreaterThan(20);
    expect(countRegion()).toHaveTextContent(new RegExp(`^${observances.length} observances found\\.$`));
    expect(names()).toEqual(sortObservances(observances).map((observance) => observance.name));
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Single Day', 'Multiple Days', 'Month Long']);
  });

  it('writes each item’s duration class and cuts descriptions over 300 characters with View More...', async () => {
    await showList();
    const observances = sortObservances(await listAnswer());
    const long = observances.findIndex((observance) => observance.description.length > 300);
    const short = observances.findIndex((observance) => observance.description.length <= 300);
    expect(long).toBeGreaterThanOrEqual(0);
    expect(short).toBeGreaterThanOrEqual(0);
    const shown = items();
    const longItem = shown[long]!;
    expect(within(longItem).getByRole('link', { name: 'View More...' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/abi/observances/${observances[long]!.id}($|\\?)`)),
    );
    expect(longItem.textContent).not.toContain(observances[long]!.description);
    expect(longItem.textContent).toContain(`${observances[long]!.description.slice(0, 300)}…`);
    expect(within(shown[short]!).queryByRole('link', { name: 'View More...' })).not.toBeInTheDocument();
    expect(shown[short]!.textContent).toContain(observances[short]!.description);
    const month = observances.findIndex((observance) => observance.duration > 21);
    expect(shown[month]).toHaveTextContent('Month Long');
    const single = observances.findIndex((observance) => observance.duration === 1);
    expect(shown[single]).toHaveTextContent('Single Day');
  });

  it('takes the range and tags of a link (start, end, tags) and ignores a link over 365 days', async () => {
    // Only what the page asks for matters here: each visit ends once its list has been asked for.
    const { unmount } = await show(`${paths.abiObservances.href()}?start=2026-12-01&end=2027-02-28&tags=3`);
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(1));
    expect(callsTo(LIST)[0]!.query).toMatchObject({ startDate: '2026-12-01', endDate: '2027-02-28', tags: '3' });
    unmount();
    await show(`${paths.abiObservances.href()}?start=2026-01-01&end=2027-06-30`);
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    expect(callsTo(LIST).at(-1)!.query['startDate']).toBe(iso(startOfMonth(demoDay())));
  });

  it("refuses a range over 365 days with 'The To Date and From Date fields cannot exceed a year.' and asks nothing", async () => {
    const { user } = await showList();
    const asked = callsTo(LIST).length;
    const from = screen.getByLabelText(/^From Date/);
    const to = screen.getByLabelText(/^To Date/);
    await user.clear(from);
    await user.type(from, '01/01/2026');
    await user.clear(to);
    await user.type(to, '06/30/2027');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The To Date and From Date fields cannot exceed a year.')).toBeInTheDocument();
    expect(callsTo(LIST)).toHaveLength(asked);
  });

  it('with Display Saved Observances shows only the saved ones, and the URL keeps the choice', async () => {
    const { user, router } = await showList();
    const saved = (await callsTo(SAVED)[0]!.body) as Observance[];
    expect(saved.length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Display Saved Observances'));
    await waitFor(() => expect(router.state.location.search).toContain('saved=1'));
    await countSays(new RegExp(`^${saved.length} observances found\\.$`));
    expect(names()).toEqual(sortObservances(saved).map((observance) => observance.name));
  });

  it('a failed list says the Observances message with Retry, which recovers', async () => {
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    server.use(http.get(`*${LIST}`, problem, { once: true }));
    const { user, toasts } = await show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OBSERVANCES_MESSAGE);
    expect(toasts.error).toHaveBeenCalledWith(OBSERVANCES_MESSAGE);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await countSays(/^\d+ observances found\.$/);
  });
});

describe('ObservancesPage: Save and Unsave', () => {
  afterEach(() => reseed());

  it("Save says 'Saved observance.' and Unsave 'Unsaved observance.'; the saved list is asked for again after each", async () => {
    const { user, toasts } = await showList();
    const item = items().find((article) => within(article).queryByRole('button', { name: 'Save' }))!;
    const name = nameOf(item);
    const asked = callsTo(SAVED).length;
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Saved observance.'));
    const id = ((await listAnswer()).find((observance) => observance.name === name) as Observance).id;
    expect(await callsTo(SAVE)[0]!.sent).toEqual({ observanceId: id });
    await waitFor(() => expect(callsTo(SAVED).length).toBeGreaterThan(asked));
    await user.click(await within(item).findByRole('button', { name: 'Unsave' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Unsaved observance.'));
    const unsave = callsTo(SAVED).find((recorded) => recorded.method === 'DELETE');
    expect(unsave?.query).toEqual({ companyId: String(demoCompanies.acme.id), observanceId: String(id) });
    expect(await within(item).findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('a failed unsave toasts the Tags message, as the spec says, and the item stays saved', async () => {
    server.use(http.delete(`*${SAVED}`, problem));
    const { user, toasts } = await showList();
    const item = items().find((article) => within(article).queryByRole('button', { name: 'Unsave' }))!;
    await user.click(within(item).getByRole('button', { name: 'Unsave' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(TAGS_MESSAGE));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(within(item).getByRole('button', { name: 'Unsave' })).toBeInTheDocument();
  });
});

describe('ObservancesPage: the detail dialog', () => {
  it('a deep link opens it with the full description and the attachments in order; closing keeps the filters', async () => {
    const target = catalogue.find((observance) => observance.attachments.length > 1 && observance.imageURI)!;
    const filters = `?start=${defaultRange().startDate}&tags=`;
    const { user, router } = await show(`${paths.abiObservances.href({ selectedObservanceId: target.id })}${filters}`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent(target.description));
    // At most 60rem wide (spec section 9; jsdom resolves rem against its 16px root font size), with its image.
    expect(['60rem', '960px']).toContain(getComputedStyle(dialog).maxWidth);
    // eslint-disable-next-line testing-library/no-node-access -- the image is decorative (alt ""), so it has no role
    const image = dialog.querySelector('img');
    expect(new URL(image!.src).pathname).toBe(new URL(target.imageURI!).pathname);
    const ordered = [...target.attachments].sort(
      (a, b) =>
        Number(a.order == null) - Number(b.order == null) ||
        (a.order ?? 0) - (b.order ?? 0) ||
        a.name.localeCompare(b.name),
    );
    const downloads = within(dialog).getAllByRole('button', { name: /^Download / });
    expect(downloads.map((button) => button.getAttribute('aria-label'))).toEqual(
      ordered.map((attachment) => `Download ${attachment.name}`),
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(`${paths.abiObservances.href()}${filters}`);
  });

  it("says 'Content Coming Soon' without attachments, and a name in the list opens the dialog", async () => {
    const { user, router } = await showList();
    const observances = sortObservances(await listAnswer());
    const index = observances.findIndex((observance) => observance.attachments.length === 0);
    const target = observances[index]!;
    await user.click(within(items()[index]!).getByRole('link', { name: target.name }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Content Coming Soon'));
    expect(router.state.location.pathname).toBe(paths.abiObservances.href({ selectedObservanceId: target.id }));
  });

  it('downloads an attachment through /api/abi/files; a failed download toasts the Observances message', async () => {
    const saveFile = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const target = catalogue.find((observance) => observance.attachments.length > 0)!;
    const attachment = target.attachments[0]!;
    const { user, toasts } = await show(paths.abiObservances.href({ selectedObservanceId: target.id }));
    const dialog = await screen.findByRole('dialog');
    const button = await within(dialog).findByRole('button', { name: `Download ${attachment.name}` });
    await user.click(button);
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    expect(saveFile.mock.calls[0]![1]).toBe(attachment.name);
    expect(callsTo(FILES)[0]!.query).toEqual({
      fileId: String(attachment.id),
      companyId: String(demoCompanies.acme.id),
      resourceType: 'observance',
      resourceId: String(target.id),
    });
    server.use(http.get(`*${FILES}`, problem));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await user.click(button);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(OBSERVANCES_MESSAGE));
    saveFile.mockRestore();
  });

  it("a failed observance call says 'Error occurred while trying to retrieve observance.'", async () => {
    server.use(http.get(`*${LIST}/:id`, () => HttpResponse.json({ title: 'Not found', status: 404 }, { status: 404 })));
    const { toasts } = await show(paths.abiObservances.href({ selectedObservanceId: 99999 }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error occurred while trying to retrieve observance.'),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Error occurred while trying to retrieve observance.');
  });
});
