import { Skeleton } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartChooser } from '@/components/charts/chart-chooser';
import { ChartFigure } from '@/components/charts/chart-figure';
import { BarChart } from '@/components/charts/charts';
import { numberCells } from '@/components/data-table/cells';
import type { ColumnDef } from '@/components/data-table/data-table';
import type { OutreachBreakdown } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { ACTION_TYPES, breakdownBars, isAllZero, type ActionType, type BreakdownBar } from '../utils/breakdown';
import { SectionLoadError, type SectionState } from './dashboard-section';

const CHART_HEIGHT = 320;

export function BreakdownSection({
  breakdown,
  loading,
  error,
}: SectionState & { breakdown: OutreachBreakdown | undefined }) {
  const { t } = useTranslation('outreach-dashboard');
  const formatters = useFormatters();
  const [actionType, setActionType] = useState<ActionType>('jobsSent');
  const counts = breakdown?.[actionType];
  const bars = useMemo(() => (counts ? breakdownBars(counts) : []), [counts]);
  const categoryName = (bar: BreakdownBar) => t(`common:organizationCategories.${bar.category}`);
  const percent = (value: number) => formatters.percent(value, 1);
  const actionTypeName = t(`breakdown.actionTypes.${actionType}`);

  const list = formatters.list(
    bars.map((bar) => t('breakdown.summaryItem', { category: categoryName(bar), percent: percent(bar.percent) })),
  );
  const columns = useMemo<ColumnDef<BreakdownBar, unknown>[]>(
    () => [
      {
        id: 'category',
        header: t('breakdown.columns.category'),
        accessorFn: (bar) => t(`common:organizationCategories.${bar.category}`),
      },
      {
        id: 'percent',
        header: t('breakdown.columns.percent'),
        accessorKey: 'percent',
        ...numberCells((value) => formatters.percent(value, 1)),
      },
      { id: 'count', header: t('breakdown.columns.count'), accessorKey: 'count', ...numberCells(formatters.number) },
    ],
    [t, formatters],
  );

  const chooser = (
    <ChartChooser
      label={t('breakdown.actionTypeLabel')}
      options={ACTION_TYPES.map((value) => ({ value, label: t(`breakdown.actionTypes.${value}`) }))}
      value={actionType}
      onChange={setActionType}
      disabled={!breakdown}
    />
  );

  return (
    <ChartFigure
      title={t('breakdown.title')}
      summary={t('breakdown.summary', { actionType: actionTypeName, list })}
      columns={columns}
      rows={bars}
      actions={error ? undefined : chooser}
      emptyMessage={counts && isAllZero(counts) ? t(`breakdown.empty.${actionType}`) : undefined}
      status={
        error ? (
          <SectionLoadError error={error} message={t('breakdown.error')} />
        ) : loading || !breakdown ? (
          <Skeleton height={`${CHART_HEIGHT + 80}px`} role="status" aria-label={t('loading')} />
        ) : undefined
      }
    >
      <BarChart
        ariaLabel={`${t('breakdown.title')}: ${actionTypeName}`}
        data={bars.map((bar) => ({ id: bar.category, label: categoryName(bar), value: bar.percent }))}
        scale="percent"
        layout="horizontal"
        valueLegend={t('breakdown.valueLegend')}
        height={CHART_HEIGHT}
      />
    </ChartFigure>
  );
}
