import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { registerDraft, takeDraft } from '@/lib/browser-state/form-drafts';
import en from '@/locales/en/navigation.json';
import type { RouteEntry, RouteModule } from './route-types';
import { routeTable } from './router';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { watchLocation } from '@tests/support/watched-location';

// Signed in (the demo owner, whose companies the demo backend answers): only the page's module is missing.
const { server } = recordedDemoBackend();
afterEach(() => vi.restoreAllMocks());

const reportsGroup = routeTable.find((entry) => entry.key === 'reports');
const documentCenter = reportsGroup?.children?.find((entry) => entry.key === 'reportsDocumentCenter') as RouteEntry;

/** Holds the Document Center's module back until `arrive` is called. */
function holdModule(title: string) {
  let arrive: () => void = () => undefined;
  const module = new Promise<RouteModule>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{title}</h1> });
  });
  vi.spyOn(documentCenter, 'load').mockImplementation(() => module);
  return () => act(async () => arrive());
}

const visit = (url: string) => renderApp(undefined, { url });

describe("while a page's module downloads", () => {
  it('paints the shell with the loading state, then the page in its place', async () => {
    const arrive = holdModule('Held page');
    await visit(paths.reportsDocumentCenter.href());
    // The top bar and the drawer paint without the page's module (a route's `lazy` held them back).
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: en.drawer.label })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByRole('status')).toBeInTheDocument());
    expect(within(main).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await arrive();
    expect(await within(main).findByRole('heading', { level: 1, name: 'Held page' })).toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the page error with Try again when the module fails, and asks for it again on Try again', async () => {
    const load = vi
      .spyOn(documentCenter, 'load')
      .mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
      .mockImplementation(() => Promise.resolve({ default: () => <h1>Second try</h1> }));
    const { user } = await visit(paths.reportsDocumentCenter.href());
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(retry);
    expect(await within(main).findByRole('heading', { level: 1, name: 'Second try' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** A dynamic import that failed as Chromium says it: the message names the file. */
const chunkUrl = () => `${window.location.origin}/assets/document-center-Bx7q2K.js`;
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl()}`);

describe('a page whose code cannot load', () => {
  const reload = vi.fn();
  // jsdom cannot reload: `location.reload` is watched instead.
  watchLocation({ reload });
  beforeEach(() => sessionStorage.clear());

  it('offline, says it will load when the connection returns, and loads by itself when it does', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .spyOn(documentCenter, 'load')
      .mockImplementationOnce(() => Promise.reject(importFailure()))
      .mockImplementation(() => Promise.resolve({ default: () => <h1>Loaded after reconnecting</h1> }));
    await visit(paths.reportsDocumentCenter.href());
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('This page will load when your connection returns.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(main).findByRole('heading', { level: 1, name: 'Loaded after reconnecting' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('gone after a deploy (404), saves open forms and reloads once; within the guard shows Try again, which imports again', async () => {
    const probes: string[] = [];
    server.use(
      http.head(chunkUrl(), ({ request }) => {
        probes.push(request.url);
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const unregister = registerDraft('chunk-loading-test', () => ({ note: 'typed before the deploy' }));
    // The file is found missing once the session knows its person and company, as when a form is open.
    vi.spyOn(documentCenter, 'load').mockImplementation(async () => {
      await waitFor(() => expect(screen.getByTestId('company-name')).not.toBeEmptyDOMElement());
      throw importFailure();
    });
    const beforeReload = await visit(paths.reportsDocumentCenter.href());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(probes).toEqual([chunkUrl()]);
    unregister();
    expect(takeDraft('chunk-loading-test')).toEqual({ note: 'typed before the deploy' });
    // The page waits for the reload instead of showing an error.
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    // The reloaded page (same tab, within the guard's window) meets the missing file again.
    beforeReload.unmount();
    vi.restoreAllMocks();
    const load = vi
      .spyOn(documentCenter, 'load')
      .mockImplementationOnce(() => Promise.reject(importFailure()))
      .mockImplementation(() => Promise.resolve({ default: () => <h1>The new version</h1> }));
    const { user } = await visit(paths.reportsDocumentCenter.href());
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Try again' });
    expect(within(main).getByText('Something went wrong')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);

    await user.click(retry);
    expect(await within(main).findByRole('heading', { level: 1, name: 'The new version' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows one reload in 5 minutes: a file gone again a second sooner shows Try again, 5 minutes later reloads', async () => {
    server.use(http.head(chunkUrl(), () => new HttpResponse(null, { status: 404 })));
    const now = vi.spyOn(Date, 'now');
    const start = Date.UTC(2026, 5, 1, 12);
    /** A visit to the Document Center at `at`, whose file is gone (a fresh import each visit). */
    const visitAt = async (at: number) => {
      now.mockReturnValue(at);
      const load = vi.spyOn(documentCenter, 'load').mockImplementation(() => Promise.reject(importFailure()));
      const rendered = await visit(paths.reportsDocumentCenter.href());
      return { rendered, load };
    };

    const first = await visitAt(start);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.rendered.unmount();
    first.load.mockRestore();

    const sooner = await visitAt(start + 5 * 60_000 - 1_000);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    sooner.rendered.unmount();
    sooner.load.mockRestore();

    await visitAt(start + 5 * 60_000);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});
