import { SegmentGroup, Skeleton } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/charts/chart-figure';
import { BarChart } from '@/components/charts/charts';
import type { ColumnDef } from '@/components/data-table/data-table';
import { LoadError } from '@/components/ui/load-error';
import type { OutreachBreakdown } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import type { SectionFailure } from '@/lib/use-outreach-gateway';
import { ACTION_TYPES, breakdownBars, isAllZero, type ActionType, type BreakdownBar } from '../utils/breakdown';

const CHART_HEIGHT = 320;

export function BreakdownSection({
  breakdown,
  loading,
  error,
}: {
  breakdown: OutreachBreakdown | undefined;
  loading: boolean;
  error: SectionFailure | null;
}) {
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
        meta: { numeric: true },
        cell: (cell) => formatters.percent(cell.getValue() as number, 1),
      },
      {
        id: 'count',
        header: t('breakdown.columns.count'),
        accessorKey: 'count',
        meta: { numeric: true },
        cell: (cell) => formatters.number(cell.getValue() as number),
      },
    ],
    [t, formatters],
  );

  const chooser = (
    <SegmentGroup.Root
      size="sm"
      // On a phone the three choices share the width and their names wrap ("Vistas de empleos"), rather
      // than the group pushing the page sideways.
      minW="0"
      maxW="full"
      value={actionType}
      onValueChange={(details) => {
        if (details.value && (ACTION_TYPES as readonly string[]).includes(details.value)) {
          setActionType(details.value as ActionType);
        }
      }}
      aria-label={t('breakdown.actionTypeLabel')}
      disabled={!breakdown}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={ACTION_TYPES.map((value) => ({ value, label: t(`breakdown.actionTypes.${value}`) }))}
        flex="1 1 auto"
        minW="0"
        h="auto"
        minH="8"
        py="1"
      />
    </SegmentGroup.Root>
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
          <LoadError
            message={t(error.kind === 'unauthenticated' ? 'unauthenticated' : 'breakdown.error')}
            onRetry={error.retry}
            retrying={error.retrying}
          />
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
