import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { act, render as renderDom, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import charts from '@/locales/en/charts.json';
import table from '@/locales/en/table.json';
import type { ColumnDef } from '../data-table/data-table';
import { ChartFigure } from './chart-figure';
import { BarChart } from './charts';

interface Row {
  category: string;
  percent: string;
}

const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'category', header: 'Category' },
  { accessorKey: 'percent', header: 'Percent', meta: { numeric: true } },
];
const rows: Row[] = [
  { category: 'Women', percent: '60.0%' },
  { category: 'Veterans', percent: '40.0%' },
];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { charts, table } },
    interpolation: { escapeValue: false },
  });
});

const inChakra = (node: ReactNode) => <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>;

function render(emptyMessage?: string, loading?: boolean) {
  return renderDom(
    <ChakraProvider value={defaultSystem}>
      <ChartFigure
        title="Breakdown"
        summary="Women 60.0%, Veterans 40.0%."
        columns={columns}
        rows={rows}
        emptyMessage={emptyMessage}
        loading={loading}
      >
        <div data-testid="drawing" />
      </ChartFigure>
    </ChakraProvider>,
  );
}

const button = () => screen.getByRole('button', { name: /data table/ });

describe('ChartFigure', () => {
  it("while loading holds the summary's place without its sentence, and keeps the table closed", () => {
    render(undefined, true);
    expect(screen.queryByText('Women 60.0%, Veterans 40.0%.')).not.toBeInTheDocument();
    expect(screen.getByTestId('drawing')).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('is a figure named by its heading, with the summary and the chart', () => {
    render();
    const figure = screen.getByRole('figure', { name: 'Breakdown' });
    const heading = within(figure).getByRole('heading', { level: 2, name: 'Breakdown' });
    // eslint-disable-next-line testing-library/no-node-access -- the caption holds the heading (no role query for it)
    expect(heading.closest('figcaption')).not.toBeNull();
    expect(figure).toHaveTextContent('Women 60.0%, Veterans 40.0%.');
    expect(within(figure).getByTestId('drawing')).toBeInTheDocument();
  });

  it('shows and hides the data table from a labelled toggle', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.click(button());
    expect(button()).toHaveTextContent(/^Hide data table$/);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Breakdown: data' });
    // The toggle names what it shows: the region that holds the table.
    // eslint-disable-next-line testing-library/no-node-access -- aria-controls points at an id
    const controlled = document.getElementById(button().getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(table);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Women', '60.0%'],
      ['Veterans', '40.0%'],
    ]);
    await user.click(button());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows only the empty message when there is nothing to chart', () => {
    render('No Job Views in the last 30 days');
    expect(screen.getByRole('status')).toHaveTextContent(/^No Job Views in the last 30 days$/);
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /data table/ })).not.toBeInTheDocument();
  });
});

describe('BarChart', () => {
  it('holds its fixed height while nivo loads and after', async () => {
    // Rendered in an awaited act: the deferred drawing's retry, pinged when nivo arrives, then runs in act too.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- a sync render's ping is never flushed
    await act(async () => {
      renderDom(
        inChakra(<BarChart ariaLabel="Breakdown" data={[{ id: 'women', label: 'Women', value: 60 }]} height={240} />),
      );
    });
    const placeholder = screen.getByRole('status', { name: 'Loading chart…' });
    expect(getComputedStyle(placeholder).height).toBe('240px');
    await act(async () => {
      await import('./nivo-bar');
    });
    const drawing = await screen.findByRole('img', { name: 'Breakdown' });
    expect(drawing.style.height).toBe('240px');
  });

  it('draws in a render after its first, even with nivo loaded: the data arriving is not one long task', async () => {
    const chart = <BarChart ariaLabel="Breakdown" data={[{ id: 'women', label: 'Women', value: 60 }]} height={240} />;
    const view = renderDom(inChakra(chart));
    await screen.findByRole('img', { name: 'Breakdown' });
    view.unmount();
    const firstCommit: boolean[] = [];
    function FirstCommit() {
      useLayoutEffect(() => {
        firstCommit.push(screen.queryByRole('img', { name: 'Breakdown' }) !== null);
      }, []);
      return null;
    }
    renderDom(
      inChakra(
        <>
          {chart}
          <FirstCommit />
        </>,
      ),
    );
    expect(firstCommit).toEqual([false]);
    expect(await screen.findByRole('img', { name: 'Breakdown' })).toBeInTheDocument();
  });
});
