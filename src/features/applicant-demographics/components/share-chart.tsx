import { Box } from '@chakra-ui/react';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/charts/chart-figure';
import { BarChart, ChartSkeleton, PieChart } from '@/components/charts/charts';
import { numberCells } from '@/components/data-table/cells';
import type { ColumnDef } from '@/components/data-table/data-table';
import { useFormatters } from '@/lib/format';
import type { ShareRow } from '../utils/percentages';

interface ShareChartProps {
  kind: 'diversity' | 'gender';
  rows: ShareRow[];
  total: number;
  loading: boolean;
  /** The reader's name of a label the API sends. */
  label: (raw: string) => string;
  svgRef: Ref<SVGSVGElement>;
}

const CHART_HEIGHT = 320;

/**
 * One breakdown: the diversity categories as horizontal percent bars, or the genders as a doughnut;
 * each with a sentence and a data table stating the same counts and one-decimal percents.
 */
export function ShareChart({ kind, rows, total, loading, label, svgRef }: ShareChartProps) {
  const { t } = useTranslation('applicant-demographics');
  const formatters = useFormatters();

  const columns = useMemo<ColumnDef<ShareRow, unknown>[]>(
    () => [
      { accessorKey: 'label', header: t(`${kind}.category`), cell: (cell) => label(cell.getValue<string>()) },
      { accessorKey: 'count', header: t('applicants'), ...numberCells(formatters.number) },
      { accessorKey: 'percent', header: t('percent'), ...numberCells((value) => formatters.percent(value, 1)) },
    ],
    [formatters, kind, label, t],
  );

  const list = formatters.list(
    rows.map((row) =>
      t('item', {
        label: label(row.label),
        percent: formatters.percent(row.percent, 1),
        count: formatters.number(row.count),
      }),
    ),
  );
  const data = rows.map((row) => ({ id: row.label, label: label(row.label), value: row.percent }));
  const ariaLabel = t(`${kind}.ariaLabel`);
  const formatValue = (value: number) => formatters.percent(value, 1);

  return (
    <Box as="section" minW="0">
      <ChartFigure
        title={t(`${kind}.title`)}
        summary={t(`${kind}.summary`, { total: formatters.number(total), list })}
        columns={columns}
        rows={rows}
        loading={loading}
      >
        {loading ? (
          <ChartSkeleton height={CHART_HEIGHT} />
        ) : kind === 'diversity' ? (
          <BarChart
            ariaLabel={ariaLabel}
            data={data}
            layout="horizontal"
            scale="percent"
            valueLegend={t('diversity.axis')}
            formatValue={formatValue}
            height={CHART_HEIGHT}
            svgRef={svgRef}
          />
        ) : (
          <PieChart
            ariaLabel={ariaLabel}
            data={data}
            innerRadius={0.5}
            formatValue={formatValue}
            height={CHART_HEIGHT}
            svgRef={svgRef}
          />
        )}
      </ChartFigure>
    </Box>
  );
}
