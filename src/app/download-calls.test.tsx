import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ACME, demoDay, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { useAbiFileDownload } from '@/features/abi/api/use-abi-file';
import { esdsCsv } from '@/features/audit-pack/api/audit-pack-sources';
import { useEsdsExport } from '@/features/esds-report/api/use-esds-report';
import { ESDS_FILTERS } from '@/features/esds-report/utils/esds-filters';
import { DEFAULT_SORT_BY } from '@/features/esds-report/utils/esds-sort';
import { useJobPerformanceExports } from '@/features/job-performance/api/use-job-performance';
import { AbiResourceType } from '@/generated/model';
import { apiTransport } from '@/lib/api-client';
import type * as DownloadModule from '@/lib/download';

/**
 * Which calls are downloads (`download: true`: a timeout after 30 s without progress, not in total, proven
 * in src/lib/api-client.test.ts): the report exports, the ABI files and the audit pack's ESDS CSV, each as
 * its screen asks for it; an ordinary call is not one.
 */
// jsdom cannot hand a file to the browser.
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadModule>()),
  saveFile: vi.fn(),
}));

recordedDemoBackend();

/** Each request as it leaves the API client: its path, and whether it is a download. */
const sent: { path: string; download: boolean }[] = [];
beforeAll(async () => {
  (await apiTransport()).interceptors.request.use((config) => {
    sent.push({
      path: (config.url ?? '').split('?')[0]!,
      download: (config as { download?: boolean }).download === true,
    });
    return config;
  });
});
beforeEach(() => {
  sent.length = 0;
});

function Downloads() {
  const esds = useEsdsExport(ESDS_FILTERS.defaults(demoDay()));
  const jobPerformance = useJobPerformanceExports(
    { from: '01/01/2026', to: '06/30/2026' },
    { csv: 'JobPerformance', xlsx: 'JobPerformanceByDate' },
    () => Promise.resolve(new Blob()),
  );
  const abi = useAbiFileDownload();
  const file = { fileId: 1, fileName: 'guide.pdf', resourceType: AbiResourceType.observance, resourceId: 1 };
  return (
    <>
      <button type="button" onClick={() => esds.start(DEFAULT_SORT_BY)}>
        ESDS export
      </button>
      <button type="button" onClick={() => jobPerformance.csv.start()}>
        Job Performance export
      </button>
      <button type="button" onClick={() => jobPerformance.byDate.start()}>
        Job Performance by date
      </button>
      <button type="button" onClick={() => abi.download(file)}>
        ABI file
      </button>
    </>
  );
}

const downloadOf = (path: string) => sent.find((request) => request.path === path)?.download;

it('the report exports, the ABI files and the audit pack’s ESDS CSV are downloads; other calls are not', async () => {
  const { user } = await renderApp(<Downloads />, { companyId: ACME });
  for (const name of ['ESDS export', 'Job Performance export', 'Job Performance by date', 'ABI file']) {
    await user.click(screen.getByRole('button', { name }));
  }
  await esdsCsv(ACME, { from: '2026-01-01', to: '2026-06-30' }, new AbortController().signal).catch(() => '');
  const esdsExports = () => sent.filter((request) => request.path === '/api/ESDSReport/ExportESDSReportCsv');
  await waitFor(() => {
    expect(esdsExports()).toHaveLength(2); // the screen's Export and the audit pack's
    expect(downloadOf('/api/reports/jobperformance/export')).toBeDefined();
    expect(downloadOf('/api/reports/jobperformance/bydate')).toBeDefined();
    expect(downloadOf('/api/abi/files')).toBeDefined();
  });

  expect(esdsExports().map((request) => request.download)).toEqual([true, true]);
  expect(downloadOf('/api/reports/jobperformance/export')).toBe(true);
  expect(downloadOf('/api/reports/jobperformance/bydate')).toBe(true);
  expect(downloadOf('/api/abi/files')).toBe(true);
  // An ordinary call keeps its 30 s in total.
  expect(sent.filter((request) => !request.download).length).toBeGreaterThan(0);
});
