import { act, useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screenHarness } from '../../../tests/support/screen-harness';
import { defaultRange, formatUsDate, LIMITED_RANGE_RULES } from '@/lib/dates';
import * as download from '@/lib/download';
import { initI18n } from '@/lib/i18n';
import { textField, usDateField } from '@/lib/use-url-state';
import { ExportButton } from './export-button';
import { ReportLoadError } from './report-load-error';
import { ResultCount } from './result-count';
import { useReportExport } from './use-report-export';
import { useReportFilters, type ReportFilterSpec } from './use-report-filters';

interface Filters {
  from: string;
  to: string;
  title: string;
}

const SPEC: ReportFilterSpec<Filters> = {
  fields: { from: usDateField, to: usDateField, title: textField },
  defaults: (today) => ({ ...defaultRange('esds', today), title: '' }),
  rules: LIMITED_RANGE_RULES,
};

const harness = screenHarness();
beforeAll(async () => {
  await initI18n(['en']);
});
afterEach(() => vi.restoreAllMocks());

/** What the probe saw on its last render. */
const seen: { filters?: ReturnType<typeof useReportFilters<Filters>>; search: string } = { search: '' };
function FilterProbe() {
  const filters = useReportFilters(SPEC);
  const { search } = useLocation();
  useEffect(() => {
    seen.filters = filters;
    seen.search = search;
  });
  return null;
}

describe('useReportFilters', () => {
  it('starts from the defaults, writes a new search to the URL and asks again for the same one', async () => {
    await harness.show(
      <MemoryRouter>
        <FilterProbe />
      </MemoryRouter>,
    );
    const defaults = SPEC.defaults(seen.filters!.today);
    expect(seen.filters!.filters).toEqual(defaults);
    const refetch = vi.fn();
    await act(async () => seen.filters!.search({ ...defaults }, refetch));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(seen.search).toBe('');

    await act(async () => seen.filters!.search({ from: '01/02/2026', to: '03/04/2026', title: 'Nurse' }, refetch));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(seen.search).toBe('?from=2026-01-02&to=2026-03-04&title=Nurse');
    expect(seen.filters!.filters).toEqual({ from: '01/02/2026', to: '03/04/2026', title: 'Nurse' });
  });

  it('a URL that breaks the rules (here a range over 365 days) falls back to every default', async () => {
    await harness.show(
      <MemoryRouter initialEntries={['/?from=2024-01-01&to=2026-01-01&title=Nurse']}>
        <FilterProbe />
      </MemoryRouter>,
    );
    expect(seen.filters!.filters).toEqual(SPEC.defaults(seen.filters!.today));
    expect(seen.filters!.filters.to).toBe(formatUsDate(seen.filters!.today));
  });
});

describe('ReportLoadError', () => {
  it('shows nothing until a call failed, then the message with Retry asking again for the failed calls only', async () => {
    const ok = { isError: false, isFetching: false, refetch: vi.fn() };
    const failed = { isError: true, isFetching: false, refetch: vi.fn() };
    await harness.show(<ReportLoadError queries={[ok]} message="Error occurred while trying to retrieve documents." />);
    expect(harness.alert()).toBeNull();
    await harness.show(
      <ReportLoadError queries={[ok, failed]} message="Error occurred while trying to retrieve documents." />,
    );
    expect(harness.alert()?.textContent).toContain('Error occurred while trying to retrieve documents.');
    await act(async () => harness.retryButton()?.click());
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});

describe('ResultCount', () => {
  it('is a polite live region that holds the count once there is one', async () => {
    await harness.show(<ResultCount text={null} />);
    const region = harness.container.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    await harness.show(<ResultCount text="3 documents found." />);
    expect(harness.container.querySelector('[role="status"]')?.textContent).toBe('3 documents found.');
  });
});

describe('useReportExport', () => {
  function Exporter({ fetch }: { fetch: () => Promise<string> }) {
    const exporter = useReportExport({
      mutationKey: ['export'],
      fetch,
      fileName: () => 'cross-posted-jobs.csv',
      meta: { errorToast: 'Error occurred while trying to retrieve crosspost data.' },
    });
    return <ExportButton exporter={exporter} input={undefined} />;
  }
  const button = () => harness.container.querySelector('button') as HTMLButtonElement;

  it('a double click downloads once, under the file name', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    let answer: (csv: string) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    await harness.show(<Exporter fetch={fetch} />);
    expect(button().textContent).toBe('Export');
    await act(async () => {
      button().click();
      button().click();
      // The mutation reports pending a tick after mutate().
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(button().textContent).toContain('Preparing file…');
    await act(async () => answer('Job ID\n1\n'));
    expect(saved).toHaveBeenCalledWith('Job ID\n1\n', 'cross-posted-jobs.csv', undefined);
    expect(button().textContent).toBe('Export');
  });

  it('a failed download toasts the catalogue message, saves nothing and can be tried again', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const fetch = vi.fn(() => Promise.reject(new Error('down')));
    await harness.show(<Exporter fetch={fetch} />);
    await act(async () => button().click());
    expect(harness.toast).toHaveBeenCalledWith('Error occurred while trying to retrieve crosspost data.');
    expect(saved).not.toHaveBeenCalled();
    await act(async () => button().click());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
