/**
 * The product's charts: nivo drawings loaded lazily (lazyPart), so nivo reaches no chunk loaded before a
 * chart is on screen; a placeholder of the same height holds the space. Wrap each in a ChartFigure.
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
 * A nivo drawing behind its placeholder, drawn in a render of its own that React can slice, so data
 * arriving is not one long task (TBT, docs/decisions/0054-charts-deferred-plain-svg.md).
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
