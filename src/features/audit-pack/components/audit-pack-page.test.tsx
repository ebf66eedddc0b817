import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BETA, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { paths } from '@/config/paths';
import type * as DownloadModule from '@/lib/download';
import { saveFile } from '@/lib/download';
import { AuditPackPage } from './audit-pack-page';

/**
 * The page on its own at its address (inside the whole route table the file took two to three times as
 * long), the demo owner signed in to Beta Logistics (no crossposting, no outreach), the session from the
 * demo backend, the document lists and files answered by stand-ins of the test's own (the whole build over
 * the real demo backend is proven in build-audit-pack.test.ts, and in a browser by
 * tests/e2e/audit-pack.spec.ts): its states, the one error path for a pack that could not be built at all,
 * Cancel, and the sections the company lacks.
 */
// jsdom cannot hand a file to the browser; the download is what the page asks for.
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadModule>()),
  saveFile: vi.fn(),
}));

const CARDS = [{ title: 'Report Card - October 2026', date: '2026-11-03T13:00:00Z', url: null, mailingKey: 'RC-1' }];
const SHOTS = [
  { jobId: 101, jobTitle: 'Driver', dateCreated: '2026-11-01T10:00:00Z', screenshotId: 'SS-1' },
  { jobId: 102, jobTitle: 'Loader', dateCreated: '2026-11-02T10:00:00Z', screenshotId: 'SS-2' },
];
const state = { listsFail: false, hold: null as Promise<void> | null };

const { server } = recordedDemoBackend();

beforeEach(() => {
  state.listsFail = false;
  state.hold = null;
  vi.mocked(saveFile).mockReset();
  server.use(
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
});

/** The Audit Pack at its address, Beta Logistics selected; once the page shows. */
async function open() {
  const app = await renderApp(<AuditPackPage />, {
    url: paths.reportsAuditPack.href(),
    companyId: BETA,
  });
  await screen.findByRole('heading', { level: 1, name: 'Audit Pack' });
  return app;
}

const buildButton = () => screen.getByRole('button', { name: 'Build Audit Pack' });

describe('AuditPackPage', () => {
  it('builds the pack, shows its progress and downloads audit-pack-<from>-to-<to>.zip', async () => {
    const { user, toasts } = await open();
    // What the company lacks is said before any build.
    expect(screen.getByText('The company does not have ESDS cross-posting.')).toBeInTheDocument();
    expect(screen.getByText(/^The company does not have the outreach dashboard/)).toBeInTheDocument();

    let release = () => undefined as void;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    await user.click(buildButton());
    // Three files to fetch once the lists are in; none fetched while the files are held.
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '3'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 3 files')).toBeInTheDocument();
    release();

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name, type] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toMatch(/^audit-pack-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(type).toBe('application/zip');
    expect((blob as Blob).size).toBeGreaterThan(0);
    expect(await screen.findByText(`${name} downloaded.`)).toBeInTheDocument();
    expect(screen.getByText('3 files in the pack.')).toBeInTheDocument();
    expect(screen.getByText('2 sections are not included: the index says why.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong' with Retry and one toast when nothing could be fetched; Retry builds it", async () => {
    state.listsFail = true;
    const { user, toasts } = await open();
    await user.click(buildButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Something went wrong');
    expect(toasts.error.mock.calls).toEqual([['Something went wrong']]);
    expect(saveFile).not.toHaveBeenCalled();

    state.listsFail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Cancel stops the build: nothing is downloaded, and the page says so', async () => {
    state.hold = new Promise<void>(() => undefined);
    const { user, toasts } = await open();
    await user.click(buildButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('The build was cancelled. Nothing was downloaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saveFile).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
