import { Box, Field, NativeSelect } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/charts/chart-figure';
import { ChartSkeleton, LineChart } from '@/components/charts/charts';
import { numberCells } from '@/components/data-table/cells';
import type { ColumnDef } from '@/components/data-table/data-table';
import { useFormatters } from '@/lib/format';
import type { WeekBucket } from '../utils/week-buckets';

export type Measure = 'views' | 'clicks';

interface WeeklyChartProps {
  weeks: WeekBucket[];
  loading: boolean;
  measure: Measure;
  onMeasureChange: (measure: Measure) => void;
  /** The searched range, formatted for reading. */
  range: { from: string; to: string };
}

/** The weekly line chart ('Week Of') of views or apply clicks, with its summary sentence and data table. */
export function WeeklyChart({ weeks, loading, measure, onMeasureChange, range }: WeeklyChartProps) {
  const { t } = useTranslation('job-performance');
  const formatters = useFormatters();
  const selectId = useId();
  const measureName = t(`measure.${measure}`);

  const columns = useMemo<ColumnDef<WeekBucket, unknown>[]>(
    () => [
      { accessorKey: 'weekOf', header: t('chart.weekOf'), cell: (cell) => formatters.date(cell.getValue<string>()) },
      { accessorKey: 'days', header: t('chart.days'), ...numberCells(formatters.number) },
      { accessorKey: 'views', header: t('measure.views'), ...numberCells(formatters.number) },
      { accessorKey: 'clicks', header: t('measure.clicks'), ...numberCells(formatters.number) },
    ],
    [formatters, t],
  );

  const total = weeks.reduce((sum, week) => sum + week[measure], 0);
  const busiest = weeks.reduce<WeekBucket | null>(
    (best, week) => (!best || week[measure] > best[measure] ? week : best),
    null,
  );
  const summary = t('chart.summary', {
    measure: measureName,
    from: range.from,
    to: range.to,
    total: formatters.number(total),
    weeks: formatters.number(weeks.length),
    max: formatters.number(busiest?.[measure] ?? 0),
    maxWeek: busiest ? formatters.date(busiest.weekOf) : '',
  });
  const series = [
    {
      id: measure,
      label: measureName,
      points: weeks.map((week) => ({ x: formatters.date(week.weekOf), y: week[measure] })),
    },
  ];
  const empty = weeks.every((week) => week.views === 0 && week.clicks === 0);

  const chooser = (
    <Field.Root width="auto" orientation="horizontal" gap="2">
      <Field.Label htmlFor={selectId} whiteSpace="nowrap">
        {t('measure.label')}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id={selectId}
          value={measure}
          onChange={(event) => onMeasureChange(event.target.value === 'clicks' ? 'clicks' : 'views')}
        >
          <option value="views">{t('measure.views')}</option>
          <option value="clicks">{t('measure.clicks')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Box as="section">
      <ChartFigure
        title={t('chart.title')}
        summary={summary}
        columns={columns}
        rows={weeks}
        actions={chooser}
        emptyMessage={!loading && empty ? t('chart.empty', range) : undefined}
        loading={loading}
      >
        {loading ? (
          <ChartSkeleton />
        ) : (
          <LineChart
            ariaLabel={t('chart.ariaLabel', { measure: measureName })}
            series={series}
            xLegend={t('chart.weekOf')}
            formatValue={formatters.number}
          />
        )}
      </ChartFigure>
    </Box>
  );
}
