import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { call, recordedDemoBackend, tokenFor } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { serverProblem } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { TagWithContents } from '@/generated/model';
import { saveFile } from '@/lib/download';
import { AUTO_OPEN_DELAY_MS } from '../utils/content-library-panels';
import { ContentLibraryPage } from './content-library-page';

/**
 * The Content Library over the real demo handlers and seed: a panel per tag with 'View N items', the first
 * panel opening by itself 100 ms after loading (spec section 9), a content id opening its tag's panel, the
 * downloads through /api/abi/files, and the two catalogue messages. The saved file itself and Spanish are
 * proved in a browser (tests/e2e/content-library.spec.ts), axe in the accessibility sweep
 * (tests/e2e/accessibility.spec.ts).
 */
// jsdom cannot hand a file to the browser; the download is what the page asks for and saves.
vi.mock('@/lib/download', () => ({ saveFile: vi.fn() }));

const TAG_CONTENTS = '/api/abi/tags/contents';
const TAGS = '/api/abi/tags';
const FILES = '/api/abi/files';
const TAGS_MESSAGE = 'Error occurred while trying to retrieve list of tags.';
const OBSERVANCES_MESSAGE = 'Error occurred while trying to retrieve observances.';

const { server, callsTo } = recordedDemoBackend();
/** The library as the demo backend answers it, read once by the test itself. */
let library: TagWithContents[] = [];

beforeAll(async () => {
  const token = await tokenFor('owner@demo.test');
  library = (await (await call(TAG_CONTENTS, { token })).json()) as TagWithContents[];
});

// jsdom does not lay out, so it has no scrollIntoView: the spy is what the page asks of the browser.
const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  vi.mocked(saveFile).mockClear();
});
afterEach(() => vi.useRealTimers());

/**
 * The page at its address (the owner, in Acme Health), mounted at its route's path: the page itself, as
 * the shell around it would cost more than this file's own work.
 */
const show = (contentId?: number) =>
  renderApp(<ContentLibraryPage />, {
    url: paths.abiContent.href(contentId === undefined ? {} : { contentId }),
    path: paths.abiContent.path,
  });

/** The panels' triggers ('{label} View N items'), in on-screen order. */
const TRIGGER_NAME = / View \d+ items?$/;
const triggers = () => screen.queryAllByRole('button', { name: TRIGGER_NAME });
const isExpanded = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded') === 'true';
const expanded = () => triggers().map(isExpanded);
/** Which panels are open, as a list of booleans with only `indexes` open. */
const onlyOpen = (...indexes: number[]) => library.map((_, index) => indexes.includes(index));
/** The items of an open panel. */
const panelOf = (index: number) => screen.getByRole('list', { name: `${library[index]!.label} items` });
const downloadButton = (scope: HTMLElement, fileName: string) =>
  within(scope).getByRole('button', { name: `Download ${fileName}` });
/** The highlighted items, in every panel, open or not (a closed panel's items are hidden). */
const highlighted = () => screen.queryAllByRole('listitem', { current: true, hidden: true });

const problem = () => serverProblem();

/** Opens the page and waits until the first panel has opened by itself and its list shows. */
async function showOpened(contentId?: number) {
  const app = await show(contentId);
  // The triggers, once the library is on screen, are watched as they are (cheaper than asking for them again).
  const shown = await screen.findAllByRole('button', { name: TRIGGER_NAME });
  await waitFor(() => expect(shown.map(isExpanded)).toContain(true));
  // The open panel's list shows a frame after its trigger says so (a loaded machine can tell).
  await screen.findByRole('list', { name: / items$/ });
  return app;
}

/** The tags' indexes on screen that list the content, in on-screen order. */
const panelsListing = (contentId: number) =>
  library.flatMap((tag, index) => (tag.contents.some((item) => item.contentId === contentId) ? [index] : []));

describe('ContentLibraryPage', () => {
  it("shows one panel per tag, in the API's order, each with its label and 'View N items'", async () => {
    const { user, toasts } = await showOpened();
    const answered = (await callsTo(TAG_CONTENTS)[0]!.body) as TagWithContents[];
    expect(answered).toEqual(library);
    expect(answered.length).toBeGreaterThan(1);
    expect(triggers().map((trigger) => trigger.textContent)).toEqual(
      answered.map((tag) => `${tag.label} View ${tag.contents.length} items`),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Content Library$/);
    // The open panel lists its items, each with its file name and its Download.
    const first = panelOf(0);
    const items = within(first).getAllByRole('listitem');
    expect(items).toHaveLength(answered[0]!.contents.length);
    answered[0]!.contents.forEach((item, index) => {
      expect(within(items[index]!).getByText(item.name)).toBeInTheDocument();
      expect(within(items[index]!).getByText(item.fileName)).toBeInTheDocument();
      expect(downloadButton(items[index]!, item.fileName)).toHaveTextContent(/^Download$/);
    });
    // Several panels may be open: opening one does not close another. Chakra's accordion sends the click to
    // its machine in a microtask, so the new state renders after the click resolves (a loaded CI saw the old).
    await user.click(triggers()[1]!);
    await waitFor(() => expect(expanded()).toEqual(onlyOpen(0, 1)));
    await user.click(triggers()[0]!);
    await waitFor(() => expect(expanded()).toEqual(onlyOpen(1)));
    // Without a content id, the tags are not asked for.
    expect(callsTo(TAGS)).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("says 'View 1 items' for a tag with one item: the spec's text for every count", async () => {
    const [first] = library;
    server.use(
      http.get(`*${TAG_CONTENTS}`, () => HttpResponse.json([{ ...first!, contents: first!.contents.slice(0, 1) }])),
    );
    await showOpened();
    expect(triggers().map((trigger) => trigger.textContent)).toEqual([`${first!.label} View 1 items`]);
  });

  it('opens the first panel by itself 100 ms after the library is on screen, not before', async () => {
    // The library is held until the clock is fake, then answered by the real handler.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(`*${TAG_CONTENTS}`, async () => void (await held)));
    await show();
    // Only the page's timers are fake: the clock stands still while the library loads.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    // Up to 5 s of real time for the answer (a fixed number of turns ran out on a busy CI machine).
    const deadline = Date.now() + 5000;
    while (triggers().length === 0 && Date.now() < deadline) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    expect(triggers()).toHaveLength(library.length);
    expect(expanded()).toEqual(onlyOpen());

    await act(async () => vi.advanceTimersByTimeAsync(AUTO_OPEN_DELAY_MS - 1));
    expect(expanded()).toEqual(onlyOpen());
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(expanded()).toEqual(onlyOpen(0));
    expect(AUTO_OPEN_DELAY_MS).toBe(100);
  });

  it("a content id in the URL opens its tag's panel (the first on screen of its tags) and highlights the item", async () => {
    // An item under two tags or more, whose first panel is not the first one on screen.
    const shared = library
      .flatMap((tag) => tag.contents)
      .find((item) => panelsListing(item.contentId).length > 1 && panelsListing(item.contentId)[0]! > 0);
    expect(shared, 'the seed has an item under several tags').toBeDefined();
    const [firstIndex, secondIndex] = panelsListing(shared!.contentId) as [number, number];

    const { toasts } = await showOpened(shared!.contentId);
    expect(callsTo(TAGS).map((recorded) => recorded.query)).toEqual([{ contentId: String(shared!.contentId) }]);
    const tagsOfContent = (await callsTo(TAGS)[0]!.body) as { id: number }[];
    expect(tagsOfContent.map((tag) => tag.id)).toEqual(
      expect.arrayContaining([library[firstIndex]!.id, library[secondIndex]!.id]),
    );
    expect(expanded()).toEqual(onlyOpen(firstIndex));

    // The item in the open panel is the current one.
    const item = within(panelOf(firstIndex)).getByRole('listitem', { current: true });
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(item).toHaveAttribute('id', `content-item-${library[firstIndex]!.id}-${shared!.contentId}`);
    expect(within(item).getByText(shared!.name)).toBeInTheDocument();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts).toEqual([item]);
    // Only the named item is highlighted.
    expect(highlighted()).toHaveLength(panelsListing(shared!.contentId).length);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a content id that does not exist opens the first panel, without a message', async () => {
    const { toasts } = await showOpened(987_654);
    expect(callsTo(TAGS).map((recorded) => recorded.query)).toEqual([{ contentId: '987654' }]);
    expect((await callsTo(TAGS)[0]!.body) as { status: number }).toMatchObject({ status: 404 });
    expect(expanded()).toEqual(onlyOpen(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(highlighted()).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it(`a failed lookup of the content's tags toasts '${TAGS_MESSAGE}' and opens the first panel`, async () => {
    const item = library.at(-1)!.contents.at(-1)!;
    server.use(http.get(`*${TAGS}`, problem));
    const { toasts } = await showOpened(item.contentId);
    expect(expanded()).toEqual(onlyOpen(0));
    expect(toasts.error.mock.calls).toEqual([[TAGS_MESSAGE]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('Download saves the file from /api/abi/files (fileId, companyId, resourceType=content, resourceId=contentId), busy meanwhile', async () => {
    const { user, toasts } = await showOpened();
    const item = library[0]!.contents[0]!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the request, then lets the real handler answer it.
    server.use(http.get(`*${FILES}`, async () => void (await held)));

    const button = downloadButton(panelOf(0), item.fileName);
    await user.click(button);
    // The request is held, so the button stays busy until it is released.
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading');
    const other = library[0]!.contents[1];
    if (other) expect(downloadButton(panelOf(0), other.fileName)).toBeEnabled();

    release();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(callsTo(FILES).map((recorded) => recorded.query)).toEqual([
      {
        fileId: String(item.fileId),
        companyId: String(demoCompanies.acme.id),
        resourceType: 'content',
        resourceId: String(item.contentId),
      },
    ]);
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe(item.fileName);
    expect((blob as Blob).size).toBeGreaterThan(0);
    await waitFor(() => expect(button).toBeEnabled());
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it(`a failed download says '${OBSERVANCES_MESSAGE}' and saves nothing`, async () => {
    const { user, toasts } = await showOpened();
    server.use(http.get(`*${FILES}`, problem));
    const button = downloadButton(panelOf(0), library[0]!.contents[0]!.fileName);
    await user.click(button);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(OBSERVANCES_MESSAGE));
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(saveFile).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`a failed library: '${TAGS_MESSAGE}' with Retry, which recovers in place and opens the first panel`, async () => {
    server.use(http.get(`*${TAG_CONTENTS}`, problem));
    const { user, toasts } = await show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TAGS_MESSAGE);
    expect(toasts.error.mock.calls).toEqual([[TAGS_MESSAGE]]);
    expect(triggers()).toEqual([]);

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(expanded()).toEqual(onlyOpen(0)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(triggers()).toHaveLength(library.length);
  });

  it('shows its loading state, then an empty library says so', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*${TAG_CONTENTS}`, async () => {
        await held;
        return HttpResponse.json([]);
      }),
    );
    await show();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading the content library…$/);
    release();
    expect(await screen.findByText(/^No content yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(triggers()).toEqual([]);
  });
});
