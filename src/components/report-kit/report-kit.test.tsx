import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { calendarDay, defaultRange, LIMITED_RANGE_RULES } from '@/lib/dates';
import * as download from '@/lib/download';
import { dayField, textField } from '@/lib/use-url-state';
import { ExportButton } from './export-button';
import { rangeFilterForm, rangeFromFormData, rangeToFormData } from './filter-form';
import { OutreachTokenNotice } from './outreach-token-notice';
import { pascalRangeParams, rangeParams } from './range-params';
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
  fields: { from: dayField, to: dayField, title: textField },
  defaults: (today) => ({ ...defaultRange('esds', today), title: '' }),
  rules: LIMITED_RANGE_RULES,
};

recordedDemoBackend();
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
    await renderApp(<FilterProbe />);
    const defaults = SPEC.defaults(seen.filters!.today);
    expect(seen.filters!.filters).toEqual(defaults);
    const refetch = vi.fn();
    await act(async () => seen.filters!.search({ ...defaults }, refetch));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(seen.search).toBe('');

    await act(async () => seen.filters!.search({ from: '2026-01-02', to: '2026-03-04', title: 'Nurse' }, refetch));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(seen.search).toBe('?from=2026-01-02&to=2026-03-04&title=Nurse');
    expect(seen.filters!.filters).toEqual({ from: '2026-01-02', to: '2026-03-04', title: 'Nurse' });
  });

  it('a URL that breaks the rules (here a range over 365 days) falls back to every default', async () => {
    await renderApp(<FilterProbe />, { url: '/?from=2024-01-01&to=2026-01-01&title=Nurse' });
    expect(seen.filters!.filters).toEqual(SPEC.defaults(seen.filters!.today));
    expect(seen.filters!.filters.to).toBe(calendarDay(seen.filters!.today));
  });
});

describe('ReportLoadError', () => {
  it('shows nothing until a call failed, then the message with Retry asking again for the failed calls only', async () => {
    const ok = { isError: false, isFetching: false, refetch: vi.fn() };
    const failed = { isError: true, isFetching: false, refetch: vi.fn() };
    await renderApp(<ReportLoadError queries={[ok]} message="Error occurred while trying to retrieve documents." />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const { user } = await renderApp(
      <ReportLoadError queries={[ok, failed]} message="Error occurred while trying to retrieve documents." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error occurred while trying to retrieve documents.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});

describe('ResultCount', () => {
  it('is a polite live region that holds the count once there is one', async () => {
    await renderApp(<ResultCount text={null} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await renderApp(<ResultCount text="3 documents found." />);
    expect(screen.getByRole('status')).toHaveTextContent(/^3 documents found\.$/);
  });
});

describe('useReportExport', () => {
  function Exporter({ fetch }: { fetch: () => Promise<string> }) {
    const exporter = useReportExport({
      mutationKey: ['export'],
      fetch,
      fileName: () => 'cross-posted-jobs.csv',
      meta: { errorToast: 'esds-report:errors.load' },
    });
    return <ExportButton exporter={exporter} input={undefined} />;
  }
  const button = () => screen.getByRole<HTMLButtonElement>('button');

  it('a double click downloads once, under the file name', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    let answer: (csv: string) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    await renderApp(<Exporter fetch={fetch} />);
    expect(button()).toHaveTextContent(/^Export$/);
    // Two clicks in one task, before React renders: what a double click can do to a slow page.
    await act(async () => {
      button().click();
      button().click();
      // The mutation reports pending a tick after mutate().
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Preparing file…');
    await act(async () => answer('Job ID\n1\n'));
    expect(saved).toHaveBeenCalledWith('Job ID\n1\n', 'cross-posted-jobs.csv', undefined);
    expect(button()).toHaveTextContent(/^Export$/);
  });

  it('a failed download toasts the catalogue message, saves nothing and can be tried again', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const fetch = vi.fn(() => Promise.reject(new Error('down')));
    const { user, toasts } = await renderApp(<Exporter fetch={fetch} />);
    await user.click(button());
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error occurred while trying to retrieve crosspost data.'),
    );
    expect(saved).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(button()).toBeEnabled());
    await user.click(button());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('rangeParams', () => {
  it('gives the company and the range as the API takes them, ready once both are days', () => {
    expect(rangeParams(1001, { from: '2026-01-02', to: '2026-03-04' })).toEqual({
      params: { companyId: 1001, startDate: '2026-01-02', endDate: '2026-03-04' },
      ready: true,
    });
    expect(pascalRangeParams(rangeParams(1001, { from: '2026-01-02', to: '2026-03-04' }).params)).toEqual({
      CompanyId: 1001,
      StartDate: '2026-01-02',
      EndDate: '2026-03-04',
    });
  });

  it('is not ready without a company or with a side that is not a day, which it never sends', () => {
    expect(rangeParams(undefined, { from: '2026-01-02', to: '2026-03-04' })).toEqual({
      params: { companyId: 0, startDate: '2026-01-02', endDate: '2026-03-04' },
      ready: false,
    });
    expect(rangeParams(1001, { from: '01/02/2026', to: '2026-02-30' })).toEqual({
      params: { companyId: 1001, startDate: '', endDate: '' },
      ready: false,
    });
  });
});

describe('filter form declarations', () => {
  it('show the range in the range field and take it back; a range-only form keeps the other filters', () => {
    const filters = { from: '2026-01-02', to: '2026-03-04', title: 'Nurse' };
    expect(rangeToFormData(filters)).toEqual({ range: { from: '2026-01-02', to: '2026-03-04' } });
    expect(rangeFromFormData({ range: { from: '2026-01-02', to: '2026-03-04' } })).toEqual({
      from: '2026-01-02',
      to: '2026-03-04',
    });
    expect(rangeFromFormData({})).toEqual({ from: '', to: '' });
    const form = rangeFilterForm<Filters>({} as never, 'probe-filter');
    expect(form.fromFormData({ range: { from: '2026-02-01', to: '2026-02-28' } }, filters)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      title: 'Nurse',
    });
  });
});

describe('OutreachTokenNotice', () => {
  const token = { missing: false, isError: false, isFetching: false, refetch: vi.fn() };
  const notice = (state: Partial<typeof token>) => (
    <OutreachTokenNotice token={{ ...token, ...state }} notAuthorized="Not authorized." failed="Failed to load" />
  );

  it('says not authorized without a token, the load error with Retry when the call failed, else nothing', async () => {
    await renderApp(notice({}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Not authorized.')).not.toBeInTheDocument();
    await renderApp(notice({ missing: true, isError: true }));
    expect(screen.getByText('Not authorized.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    const { user } = await renderApp(notice({ isError: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(token.refetch).toHaveBeenCalledTimes(1);
  });
});
