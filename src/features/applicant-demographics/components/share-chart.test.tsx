import { describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import type * as ChartsModule from '@/components/charts/charts';
import { ShareChart } from './share-chart';

/**
 * Which chart each breakdown draws: the diversity categories as horizontal percent bars, the genders as a
 * doughnut (innerRadius 0.5; that it draws a ring is src/components/charts/nivo-pie.test.tsx's). The
 * drawings themselves are watched here: jsdom lays nothing out.
 */
const drawn: { chart: 'bar' | 'pie'; props: Record<string, unknown> }[] = [];
vi.mock('@/components/charts/charts', async (importOriginal) => ({
  ...(await importOriginal<typeof ChartsModule>()),
  BarChart: (props: Record<string, unknown>) => {
    drawn.push({ chart: 'bar', props });
    return null;
  },
  PieChart: (props: Record<string, unknown>) => {
    drawn.push({ chart: 'pie', props });
    return null;
  },
}));

recordedDemoBackend();

const ROWS = [
  { label: 'Female', count: 2, percent: 66.7 },
  { label: 'Male', count: 1, percent: 33.3 },
];

async function draw(kind: 'diversity' | 'gender') {
  drawn.length = 0;
  await renderApp(
    <ShareChart kind={kind} rows={ROWS} total={3} loading={false} label={(raw) => raw} svgRef={{ current: null }} />,
  );
  return drawn.at(-1);
}

describe('ShareChart', () => {
  it('draws the genders as a doughnut of one-decimal percents', async () => {
    const chart = await draw('gender');
    expect(chart?.chart).toBe('pie');
    expect(chart?.props).toMatchObject({ innerRadius: 0.5 });
    expect((chart?.props['data'] as { value: number }[]).map((slice) => slice.value)).toEqual([66.7, 33.3]);
    expect((chart?.props['formatValue'] as (value: number) => string)(66.7)).toBe('66.7%');
  });

  it('draws the diversity categories as horizontal percent bars', async () => {
    const chart = await draw('diversity');
    expect(chart?.chart).toBe('bar');
    expect(chart?.props).toMatchObject({ layout: 'horizontal', scale: 'percent' });
  });
});
