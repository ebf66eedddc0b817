import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import charts from '@/locales/en/charts.json';
import table from '@/locales/en/table.json';
import type { ColumnDef } from '../data-table/data-table';
import { ChartFigure } from './chart-figure';
import { BarChart } from './charts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

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

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { charts, table } },
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

function render(emptyMessage?: string) {
  act(() =>
    root.render(
      <ChakraProvider value={defaultSystem}>
        <ChartFigure
          title="Breakdown"
          summary="Women 60.0%, Veterans 40.0%."
          columns={columns}
          rows={rows}
          emptyMessage={emptyMessage}
        >
          <div data-testid="drawing" />
        </ChartFigure>
      </ChakraProvider>,
    ),
  );
}

const button = () => [...container.querySelectorAll('button')].find((b) => /data table/.test(b.textContent ?? ''));

describe('ChartFigure', () => {
  it('is a figure named by its heading, with the summary and the chart', () => {
    render();
    const figure = container.querySelector('figure');
    const heading = container.querySelector('h2');
    expect(heading?.textContent).toBe('Breakdown');
    expect(figure?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(container.querySelector('figcaption')?.contains(heading ?? null)).toBe(true);
    expect(container.textContent).toContain('Women 60.0%, Veterans 40.0%.');
    expect(container.querySelector('[data-testid="drawing"]')).not.toBeNull();
  });

  it('shows and hides the data table from a labelled toggle', () => {
    render();
    expect(container.querySelector('table')).toBeNull();
    expect(button()?.getAttribute('aria-expanded')).toBe('false');
    act(() => button()?.click());
    expect(button()?.textContent).toBe('Hide data table');
    expect(button()?.getAttribute('aria-expanded')).toBe('true');
    const tableElement = container.querySelector('table');
    expect(button()?.getAttribute('aria-controls')).toBe(tableElement?.parentElement?.closest('[id]')?.id);
    expect(tableElement?.querySelector('caption')?.textContent).toBe('Breakdown: data');
    const cells = [...(tableElement?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['Women', '60.0%'],
      ['Veterans', '40.0%'],
    ]);
    act(() => button()?.click());
    expect(container.querySelector('table')).toBeNull();
  });

  it('shows only the empty message when there is nothing to chart', () => {
    render('No Job Views in the last 30 days');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('No Job Views in the last 30 days');
    expect(container.querySelector('[data-testid="drawing"]')).toBeNull();
    expect(button()).toBeUndefined();
  });
});

describe('BarChart', () => {
  it('holds its fixed height while nivo loads and after', async () => {
    act(() =>
      root.render(
        <ChakraProvider value={defaultSystem}>
          <BarChart ariaLabel="Breakdown" data={[{ id: 'women', label: 'Women', value: 60 }]} height={240} />
        </ChakraProvider>,
      ),
    );
    const placeholder = container.querySelector('[role="status"]') as HTMLElement;
    expect(placeholder.getAttribute('aria-label')).toBe('Loading chart…');
    expect(getComputedStyle(placeholder).height).toBe('240px');
    await act(async () => {
      await import('./nivo-bar');
    });
    await expect.poll(() => container.querySelector('[role="img"]')).not.toBeNull();
    const drawing = container.querySelector('[role="img"]') as HTMLElement;
    expect(drawing.getAttribute('aria-label')).toBe('Breakdown');
    expect(drawing.style.height).toBe('240px');
  });

  it('draws in a render after its first, even with nivo loaded: the data arriving is not one long task', async () => {
    const chart = <BarChart ariaLabel="Breakdown" data={[{ id: 'women', label: 'Women', value: 60 }]} height={240} />;
    act(() => root.render(<ChakraProvider value={defaultSystem}>{chart}</ChakraProvider>));
    await expect.poll(() => container.querySelector('[role="img"]')).not.toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    const firstCommit: boolean[] = [];
    function FirstCommit() {
      useLayoutEffect(() => {
        firstCommit.push(container.querySelector('[role="img"]') !== null);
      }, []);
      return null;
    }
    act(() =>
      root.render(
        <ChakraProvider value={defaultSystem}>
          {chart}
          <FirstCommit />
        </ChakraProvider>,
      ),
    );
    expect(firstCommit).toEqual([false]);
    await expect.poll(() => container.querySelector('[role="img"]')).not.toBeNull();
  });
});
