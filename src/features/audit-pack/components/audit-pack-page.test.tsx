import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenHarness } from '../../../../tests/support/screen-harness';
import { configureApiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { initI18n } from '@/lib/i18n';
import { AuditPackPage } from './audit-pack-page';

/**
 * The page over stand-in answers (the whole build over the real demo backend is proven in
 * build-audit-pack.test.ts, and in a browser by tests/e2e/audit-pack.spec.ts): its states, the one error
 * path for a pack that could not be built at all, Cancel, and the sections the company lacks.
 */
vi.mock('@/lib/session/session-provider', async () => {
  const { demoCompanies } = await import('../../../../tests/support/demo-company-shapes');
  const { sessionProviderMock } = await import('../../../../tests/support/screen-session');
  // Beta Logistics: no crossposting, no outreach.
  return sessionProviderMock({ user: null, companies: [demoCompanies.beta], company: demoCompanies.beta });
});
// jsdom cannot hand a file to the browser; the download is what the page asks for.
vi.mock('@/lib/download', () => ({ saveFile: vi.fn() }));

const CARDS = [{ title: 'Report Card - October 2026', date: '2026-11-03T13:00:00Z', url: null, mailingKey: 'RC-1' }];
const SHOTS = [
  { jobId: 101, jobTitle: 'Driver', dateCreated: '2026-11-01T10:00:00Z', screenshotId: 'SS-1' },
  { jobId: 102, jobTitle: 'Loader', dateCreated: '2026-11-02T10:00:00Z', screenshotId: 'SS-2' },
];
const state = { listsFail: false, hold: null as Promise<void> | null };

const server = setupServer(
  http.get('*/api/Documents/reportcard/clientreportcards', () =>
    state.listsFail ? HttpResponse.json({ status: 500 }, { status: 500 }) : HttpResponse.json(CARDS),
  ),
  http.get('*/api/Documents/jobscreenshots/jobscreenshots', () =>
    state.listsFail ? HttpResponse.json({ status: 500 }, { status: 500 }) : HttpResponse.json(SHOTS),
  ),
  http.get('*/api/Documents/documenturl', ({ request }) => {
    const id = new URL(request.url).searchParams.get('Id');
    return HttpResponse.json({ url: new URL(`/signed/${id}?sig=x`, request.url).href });
  }),
  http.get('*/signed/:id', async ({ request, params }) => {
    // The signed address is opened without the portal's token.
    expect(request.headers.get('authorization')).toBeNull();
    await state.hold;
    return new HttpResponse(new TextEncoder().encode(`bytes of ${String(params['id'])}`));
  }),
);

const harness = screenHarness();
const { toast, alert, retryButton } = harness;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(['en']);
  configureApiClient({ getAccessToken: () => 'portal-token' });
});
afterAll(() => server.close());
beforeEach(() => {
  state.listsFail = false;
  state.hold = null;
  vi.mocked(saveFile).mockReset();
});

const text = () => harness.container.textContent ?? '';
const button = (name: string) =>
  [...harness.container.querySelectorAll('button')].find((element) => element.textContent === name);
const build = () => act(async () => button('Build Audit Pack')?.click());

describe('AuditPackPage', () => {
  it('builds the pack, shows its progress and downloads audit-pack-<from>-to-<to>.zip', async () => {
    await harness.show(<AuditPackPage title="Audit Pack" />);
    // What the company lacks is said before any build.
    expect(text()).toContain('The company does not have ESDS cross-posting.');
    expect(text()).toContain('The company does not have the outreach dashboard');

    let release = () => undefined as void;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    await build();
    await vi.waitFor(() => {
      const bar = harness.container.querySelector('[role="progressbar"]');
      expect(bar?.getAttribute('aria-valuemax')).toBe('3');
      expect(bar?.getAttribute('aria-valuenow')).toBe('0');
    });
    expect(text()).toContain('0 of 3 files');
    release();

    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name, type] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toMatch(/^audit-pack-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(type).toBe('application/zip');
    expect((blob as Blob).size).toBeGreaterThan(0);
    await vi.waitFor(() => expect(text()).toContain(`${name} downloaded.`));
    expect(text()).toContain('3 files in the pack.');
    expect(text()).toContain('2 sections are not included: the index says why.');
    expect(harness.container.querySelector('[role="progressbar"]')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong' with Retry and one toast when nothing could be fetched; Retry builds it", async () => {
    state.listsFail = true;
    await harness.show(<AuditPackPage title="Audit Pack" />);
    await build();
    await vi.waitFor(() => expect(alert()?.textContent).toContain('Something went wrong'), { timeout: 10_000 });
    expect(toast.mock.calls).toEqual([['Something went wrong']]);
    expect(saveFile).not.toHaveBeenCalled();

    state.listsFail = false;
    await act(async () => retryButton()?.click());
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(alert()).toBeNull();
  });

  it('Cancel stops the build: nothing is downloaded, and the page says so', async () => {
    state.hold = new Promise<void>(() => undefined);
    await harness.show(<AuditPackPage title="Audit Pack" />);
    await build();
    await vi.waitFor(() => expect(button('Cancel')).toBeDefined());
    await act(async () => button('Cancel')?.click());
    expect(text()).toContain('The build was cancelled. Nothing was downloaded.');
    expect(harness.container.querySelector('[role="progressbar"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saveFile).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
