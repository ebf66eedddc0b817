/**
 * The product's charts: nivo drawings loaded on demand, each with a text alternative.
 *
 * nivo never reaches the first chunk nor any chunk loaded before a chart is on screen: the nivo
 * modules are imported lazily (lazyPart), and while they download a placeholder of the same fixed
 * height holds the space (no layout shift).
 *
 * Usage (wrap every chart in a ChartFigure, chart-figure.tsx, which adds heading, summary and data table):
 * ```tsx
 * <BarChart ariaLabel={t('breakdownTitle')} data={[{ id: 'women', label: t('women'), value: 42.5 }]}
 *           scale="percent" layout="horizontal" height={320} />            // labels dark < 50 %, light ≥ 50 %
 * <LineChart ariaLabel={t('viewsTitle')} xLegend={t('weekOf')}
 *            series={[{ id: 'views', label: t('views'), points: [{ x: '11/02/2026', y: 12 }] }]} />
 * <PieChart ariaLabel={t('genderTitle')} innerRadius={0.5} data={slices}
 *           formatValue={(v) => formatters.percent(v, 1)} />            // doughnut; 0 for a pie
 * ```
 * Every chart takes `svgRef` to reach the rendered <svg> (chart-image.ts: chartToPngBlob).
 */
import { Skeleton } from '@chakra-ui/react';
import { useDeferredValue, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart, lazyPart } from '../ui/lazy-part';
import { DEFAULT_CHART_HEIGHT } from './chart-theme';
import type { BarChartProps, LineChartProps, PieChartProps } from './chart-types';
import { LineLegend } from './line-legend';

const NivoBar = lazyPart(
  () => import('./nivo-bar'),
  (module) => module.NivoBar,
);
const NivoLine = lazyPart(
  () => import('./nivo-line'),
  (module) => module.NivoLine,
);
const NivoPie = lazyPart(
  () => import('./nivo-pie'),
  (module) => module.NivoPie,
);

/** The placeholder of a chart (or of a section still loading its data): the chart's exact height. */
export function ChartSkeleton({ height = DEFAULT_CHART_HEIGHT }: { height?: number }) {
  const { t } = useTranslation('charts');
  return <Skeleton height={`${height}px`} width="100%" borderRadius="md" role="status" aria-label={t('loading')} />;
}

/**
 * A nivo drawing behind its placeholder: it mounts as the placeholder and draws in a render of its own,
 * which React slices and puts after the rest of the screen, so its data arriving (a synchronous render from
 * react-query) is not one long task of drawing every bar (TBT, docs/decisions/0054-charts-deferred-plain-svg.md). Later changes are
 * deferred the same way. The placeholder also holds the space while nivo downloads.
 */
function Drawing<Props extends { height?: number }>({ Chart, props }: { Chart: ComponentType<Props>; props: Props }) {
  const drawn = useDeferredValue<Props | null>(props, null);
  const placeholder = <ChartSkeleton height={props.height} />;
  return <LazyPart placeholder={placeholder}>{drawn ? <Chart {...drawn} /> : placeholder}</LazyPart>;
}

export function BarChart(props: BarChartProps) {
  return <Drawing Chart={NivoBar} props={props} />;
}

export function LineChart(props: LineChartProps) {
  return (
    <>
      <Drawing Chart={NivoLine} props={props} />
      <LineLegend series={props.series} />
    </>
  );
}

export function PieChart(props: PieChartProps) {
  return <Drawing Chart={NivoPie} props={props} />;
}
