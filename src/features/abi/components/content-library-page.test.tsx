import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { call, recordedDemoBackend, tokenFor } from '../../../../tests/support/demo-api';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { paths } from '@/config/paths';
import type { TagWithContents } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { initI18n } from '@/lib/i18n';
import { AUTO_OPEN_DELAY_MS } from '../utils/content-library-panels';
import { ContentLibraryPage } from './content-library-page';

/**
 * The Content Library over the real demo handlers and seed: a panel per tag with 'View N items', the first
 * panel opening by itself 100 ms after loading (spec section 9), a content id opening its tag's panel, the
 * downloads through /api/abi/files, and the two catalogue messages. The saved file itself and Spanish are
 * proved in a browser (tests/e2e/content-library.spec.ts), axe in the accessibility sweep
 * (tests/e2e/accessibility.spec.ts).
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock({ user: null }),
);
// jsdom cannot hand a file to the browser; the download is what the page asks for and saves.
vi.mock('@/lib/download', () => ({ saveFile: vi.fn() }));

const TAG_CONTENTS = '/api/abi/tags/contents';
const TAGS = '/api/abi/tags';
const FILES = '/api/abi/files';
const TAGS_MESSAGE = 'Error occurred while trying to retrieve list of tags.';
const OBSERVANCES_MESSAGE = 'Error occurred while trying to retrieve observances.';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
let token = '';
/** The library as the demo backend answers it, read once by the test itself. */
let library: TagWithContents[] = [];

beforeAll(async () => {
  token = await tokenFor('owner@demo.test');
  configureApiClient({ getAccessToken: () => token });
  await initI18n(['en']);
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

const show = (contentId?: number) =>
  harness.show(
    <MemoryRouter initialEntries={[paths.abiContent.href(contentId === undefined ? {} : { contentId })]}>
      <Routes>
        <Route path={paths.abiContent.path} element={<ContentLibraryPage title="Content Library" />} />
      </Routes>
    </MemoryRouter>,
  );

const container = () => harness.container;
const triggers = () => [...container().querySelectorAll<HTMLButtonElement>('h2 button[aria-expanded]')];
const expanded = () => triggers().map((trigger) => trigger.getAttribute('aria-expanded') === 'true');
/** Which panels are open, as a list of booleans with only `indexes` open. */
const onlyOpen = (...indexes: number[]) => library.map((_, index) => indexes.includes(index));
const panelOf = (index: number) => triggers()[index]?.closest('[data-part="item"]') ?? null;
const downloadButton = (within: ParentNode, fileName: string) =>
  within.querySelector<HTMLButtonElement>(`button[aria-label="Download ${CSS.escape(fileName)}"]`);

/** Clicks as a browser does: the button takes focus first (the accordion acts on a focused trigger). */
async function click(element: HTMLElement | null | undefined) {
  if (!element) throw new Error('Nothing to click');
  await act(async () => {
    element.focus();
    element.click();
  });
}

/** vi.waitFor with room for a busy machine (the first answer of a run also loads the contract's validators). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000 });

const problem = () => serverProblem();

/** Opens the page and waits until the first panel has opened by itself. */
async function showOpened(contentId?: number) {
  await show(contentId);
  await eventually(() => expect(expanded()).toContain(true));
}

/** The tags' indexes on screen that list the content, in on-screen order. */
const panelsListing = (contentId: number) =>
  library.flatMap((tag, index) => (tag.contents.some((item) => item.contentId === contentId) ? [index] : []));

describe('ContentLibraryPage', () => {
  it("shows one panel per tag, in the API's order, each with its label and 'View N items'", async () => {
    await showOpened();
    const answered = (await callsTo(TAG_CONTENTS)[0]!.body) as TagWithContents[];
    expect(answered).toEqual(library);
    expect(answered.length).toBeGreaterThan(1);
    expect(triggers().map((trigger) => trigger.textContent)).toEqual(
      answered.map((tag) => `${tag.label} View ${tag.contents.length} ${tag.contents.length === 1 ? 'item' : 'items'}`),
    );
    expect(container().querySelector('h1')?.textContent).toBe('Content Library');
    // The open panel lists its items, each with its file name and its Download.
    const first = panelOf(0)!;
    const items = [...first.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(answered[0]!.contents.map((c) => c.name));
    for (const item of answered[0]!.contents) {
      expect(first.textContent).toContain(item.fileName);
      expect(downloadButton(first, item.fileName)?.textContent).toBe('Download');
    }
    // Several panels may be open: opening one does not close another.
    await click(triggers()[1]);
    expect(expanded()).toEqual(onlyOpen(0, 1));
    await click(triggers()[0]);
    expect(expanded()).toEqual(onlyOpen(1));
    // Without a content id, the tags are not asked for.
    expect(callsTo(TAGS)).toEqual([]);
    expect(harness.toast).not.toHaveBeenCalled();
  });

  it('opens the first panel by itself 100 ms after the library is on screen, not before', async () => {
    // Only the page's timers are fake: the clock stands still while the library loads.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await show();
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

    await showOpened(shared!.contentId);
    expect(callsTo(TAGS).map((recorded) => recorded.query)).toEqual([{ contentId: String(shared!.contentId) }]);
    const tagsOfContent = (await callsTo(TAGS)[0]!.body) as { id: number }[];
    expect(tagsOfContent.map((tag) => tag.id)).toEqual(
      expect.arrayContaining([library[firstIndex]!.id, library[secondIndex]!.id]),
    );
    expect(expanded()).toEqual(onlyOpen(firstIndex));

    const item = container().querySelector(`#content-item-${library[firstIndex]!.id}-${shared!.contentId}`);
    expect(item?.getAttribute('aria-current')).toBe('true');
    expect(item?.textContent).toContain(shared!.name);
    await eventually(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts).toEqual([item]);
    // Only the named item is highlighted.
    expect(container().querySelectorAll('li[aria-current]').length).toBe(panelsListing(shared!.contentId).length);
    expect(harness.toast).not.toHaveBeenCalled();
  });

  it('a content id that does not exist opens the first panel, without a message', async () => {
    await showOpened(987_654);
    expect(callsTo(TAGS).map((recorded) => recorded.query)).toEqual([{ contentId: '987654' }]);
    expect((await callsTo(TAGS)[0]!.body) as { status: number }).toMatchObject({ status: 404 });
    expect(expanded()).toEqual(onlyOpen(0));
    expect(harness.alert()).toBeNull();
    expect(harness.toast).not.toHaveBeenCalled();
    expect(container().querySelector('li[aria-current]')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it(`a failed lookup of the content's tags toasts '${TAGS_MESSAGE}' and opens the first panel`, async () => {
    const item = library.at(-1)!.contents.at(-1)!;
    server.use(http.get(`*${TAGS}`, problem));
    await showOpened(item.contentId);
    expect(expanded()).toEqual(onlyOpen(0));
    expect(harness.toast.mock.calls).toEqual([[TAGS_MESSAGE]]);
    expect(harness.alert()).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('Download saves the file from /api/abi/files (fileId, companyId, resourceType=content, resourceId=contentId), busy meanwhile', async () => {
    await showOpened();
    const item = library[0]!.contents[0]!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the request, then lets the real handler answer it.
    server.use(http.get(`*${FILES}`, async () => void (await held)));

    const button = downloadButton(panelOf(0)!, item.fileName)!;
    await click(button);
    // The request is held, so the button stays busy until it is released.
    await eventually(() => expect(button.disabled).toBe(true));
    expect(button.hasAttribute('data-loading')).toBe(true);
    const other = library[0]!.contents[1];
    if (other) expect(downloadButton(panelOf(0)!, other.fileName)?.disabled).toBe(false);

    release();
    await eventually(() => expect(saveFile).toHaveBeenCalledTimes(1));
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
    await eventually(() => expect(button.disabled).toBe(false));
    expect(harness.toast).not.toHaveBeenCalled();
  });

  it(`a failed download says '${OBSERVANCES_MESSAGE}' and saves nothing`, async () => {
    await showOpened();
    server.use(http.get(`*${FILES}`, problem));
    const button = downloadButton(panelOf(0)!, library[0]!.contents[0]!.fileName)!;
    await click(button);
    await eventually(() => expect(harness.toast).toHaveBeenCalledWith(OBSERVANCES_MESSAGE));
    expect(harness.toast).toHaveBeenCalledTimes(1);
    expect(saveFile).not.toHaveBeenCalled();
    await eventually(() => expect(button.disabled).toBe(false));
    expect(harness.alert()).toBeNull();
  });

  it(`a failed library: '${TAGS_MESSAGE}' with Retry, which recovers in place and opens the first panel`, async () => {
    server.use(http.get(`*${TAG_CONTENTS}`, problem));
    await show();
    await eventually(() => expect(harness.alert()?.textContent).toContain(TAGS_MESSAGE));
    expect(harness.toast.mock.calls).toEqual([[TAGS_MESSAGE]]);
    expect(triggers()).toEqual([]);

    server.resetHandlers();
    await click(harness.retryButton());
    await eventually(() => expect(expanded()).toEqual(onlyOpen(0)));
    expect(harness.alert()).toBeNull();
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
    expect(container().querySelector('[role="status"]')?.textContent).toBe('Loading the content library…');
    release();
    await eventually(() => expect(container().textContent).toContain('No content yet.'));
    expect(container().querySelector('[role="status"]')).toBeNull();
    expect(triggers()).toEqual([]);
  });
});
