import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartChooser } from '@/components/charts/chart-chooser';
import { ChartFigure } from '@/components/charts/chart-figure';
import { BarChart } from '@/components/charts/charts';
import { numberCells } from '@/components/data-table/cells';
import type { ColumnDef } from '@/components/data-table/data-table';
import { useFormatters } from '@/lib/format';
import type { AssessmentRow } from '../utils/assessment';

const METRICS = ['jobLinksSent', 'jobViews', 'applicantClicks'] as const;
type Metric = (typeof METRICS)[number];

/** Height per organization: their names wrap beside the bars, up to three lines without touching. */
const BAR_ROW_HEIGHT = 56;
const AXIS_HEIGHT = 80;

interface Bar {
  id: string;
  organization: string;
  value: number;
  result: AssessmentRow['result'];
}

/** One measure per organization as bars, largest first; the figure's table and summary say the same. */
export function EffectivenessChart({ rows }: { rows: readonly AssessmentRow[] }) {
  const { t } = useTranslation('partner-effectiveness');
  const formatters = useFormatters();
  const [metric, setMetric] = useState<Metric>('jobLinksSent');
  const bars = useMemo<Bar[]>(
    () =>
      rows
        .map((row, index) => ({
          id: `organization-${index}`,
          organization: row.organizationName,
          value: row[metric],
          result: row.result,
        }))
        .sort((a, b) => b.value - a.value),
    [rows, metric],
  );
  const metricName = t(`metrics.${metric}`);
  const columns = useMemo<ColumnDef<Bar, unknown>[]>(
    () => [
      { accessorKey: 'organization', header: t('assessment.columns.organization'), meta: { wraps: true } },
      { accessorKey: 'value', header: t(`metrics.${metric}`), ...numberCells(formatters.number) },
      {
        id: 'result',
        accessorFn: (bar) => t(`assessment.results.${bar.result}`),
        header: t('assessment.columns.result'),
      },
    ],
    [t, formatters, metric],
  );
  const list = formatters.list(
    bars.map((bar) => t('chart.summaryItem', { organization: bar.organization, value: formatters.number(bar.value) })),
  );

  const chooser = (
    <ChartChooser
      label={t('chart.metricLabel')}
      options={METRICS.map((value) => ({ value, label: t(`metrics.${value}`) }))}
      value={metric}
      onChange={setMetric}
    />
  );

  return (
    <ChartFigure
      title={t('chart.title')}
      summary={t('chart.summary', { metric: metricName, list })}
      columns={columns}
      rows={bars}
      actions={chooser}
    >
      <BarChart
        ariaLabel={`${t('chart.title')}: ${metricName}`}
        data={bars.map((bar) => ({ id: bar.id, label: bar.organization, value: bar.value }))}
        scale="count"
        layout="horizontal"
        valueLegend={metricName}
        height={bars.length * BAR_ROW_HEIGHT + AXIS_HEIGHT}
      />
    </ChartFigure>
  );
}
