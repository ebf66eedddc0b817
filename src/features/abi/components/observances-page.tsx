import { HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import validators from '@schemas/compiled/observance-filter.validators';
import schema from '@schemas/compiled/observance-filter.schema.json';
import uiSchema from '@schemas/observance-filter.ui.json';
import {
  rangeFromFormData,
  rangeToFormData,
  type RangeFormData,
  type ReportFilterDeclaration,
} from '@/components/report-kit/filter-form';
import { ReportFilterForm } from '@/components/report-kit/report-filter-form';
import { ReportLoadError } from '@/components/report-kit/report-load-error';
import { ResultCount } from '@/components/report-kit/result-count';
import { useReportFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { defaultRange, LIMITED_RANGE_RULES } from '@/lib/dates';
import { useFormatters } from '@/lib/format';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
import { dayField, flagField, integerListField, namedField } from '@/lib/use-url-state';
import {
  useObservanceSaving,
  useObservanceTags,
  useObservances,
  useSavedObservances,
  type ObservanceFilters,
} from '../api/use-observances';
import { sortObservances } from '../utils/observance-rules';
import { CalendarIntegrationDialog } from './calendar-integration-dialog';
import { CopyFeedUrlButton } from './copy-feed-url-button';
import { ObservanceDetailDialog } from './observance-detail-dialog';
import { ObservanceItem } from './observance-item';
import { ObservanceLegend } from './observance-legend';

/** The URL's filters: `start` and `end` (the spec's link), `tags`, `saved`; at most 365 days. */
const FILTERS: ReportFilterSpec<ObservanceFilters> = {
  fields: {
    from: namedField('start', dayField),
    to: namedField('end', dayField),
    tags: integerListField,
    saved: flagField,
  },
  defaults: (today) => ({ ...defaultRange('observances', today), tags: [], saved: false }),
  rules: LIMITED_RANGE_RULES,
};

interface FilterData extends RangeFormData {
  tags?: number[];
}

const FILTER_FORM: ReportFilterDeclaration<ObservanceFilters, FilterData> = {
  definition: defineSchemaForm(schema, uiSchema, validators),
  id: 'observance-filter',
  toFormData: (filters) => ({ tags: filters.tags, ...rangeToFormData(filters) }),
  fromFormData: (data, current) => ({
    ...rangeFromFormData(data),
    tags: [...new Set(data.tags ?? [])].sort((a, b) => a - b),
    saved: current.saved,
  }),
};

/** A route parameter that is an observance id, else undefined (a stale or hand-edited link opens the list). */
function observanceIdOf(raw: string | undefined): number | undefined {
  return raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/** Observances (spec section 2, `/abi/observances`): filters, calendar feed, legend and the list. */
export function ObservancesPage() {
  const { t } = useTranslation('observances');
  const { t: tAbi } = useTranslation('abi');
  const formatters = useFormatters();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const selectedId = observanceIdOf(useParams().selectedObservanceId);
  const { today, filters, setFilters, search } = useReportFilters(FILTERS);
  const tags = useObservanceTags();
  const all = useObservances(filters);
  const saved = useSavedObservances(filters);
  const saving = useObservanceSaving();

  const tagOptions = useMemo(
    () => ({ tags: (tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.label })) }),
    [tags.data],
  );
  const savedIds = useMemo(() => new Set((saved.data ?? []).map((observance) => observance.id)), [saved.data]);
  const listQuery = filters.saved ? saved : all;
  const sorted = useMemo(() => sortObservances(listQuery.data ?? []), [listQuery.data]);
  // The list's arrival renders after the page around it, so it is not one long task.
  const { items: shown, arriving } = useDeferredArrival(sorted);
  const loading = listQuery.isPending || (filters.saved && saved.isPlaceholderData) || arriving;
  const count = shown.length;

  const detailHref = (id: number) => `${paths.abiObservances.href({ selectedObservanceId: id })}${query}`;
  const toggle = (id: number) => (savedIds.has(id) ? saving.unsave(id) : saving.save(id));

  return (
    <PageFrame
      actions={
        <HStack gap="2" wrap="wrap">
          <CopyFeedUrlButton />
          <CalendarIntegrationDialog />
        </HStack>
      }
    >
      <ReportFilterForm
        {...FILTER_FORM}
        value={filters}
        today={today}
        lists={tagOptions}
        onSearch={(next) =>
          search(next, () => {
            void all.refetch();
            void saved.refetch();
          })
        }
        searching={all.isFetching}
      />
      <Switch.Root
        checked={filters.saved}
        onCheckedChange={({ checked }) => setFilters({ ...filters, saved: checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('filter.savedOnly')}</Switch.Label>
      </Switch.Root>
      {listQuery.isError ? (
        <ReportLoadError queries={[listQuery]} message={tAbi('errors.observances')} />
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <ResultCount
              testId="observances-found"
              text={loading || listQuery.isFetching ? null : t('found', { count, n: formatters.number(count) })}
            />
            <ObservanceLegend />
          </HStack>
          {loading ? (
            <HStack gap="2">
              <Spinner size="sm" />
              <Text>{t('list.loading')}</Text>
            </HStack>
          ) : count === 0 ? (
            <Text color="fg.muted">{filters.saved ? t('list.emptySaved') : t('list.empty')}</Text>
          ) : (
            <Stack as="ul" aria-label={t('list.label')} gap="3" listStyleType="none" ms="0">
              {shown.map((observance) => (
                <li key={observance.id}>
                  <ObservanceItem
                    observance={observance}
                    detailHref={detailHref(observance.id)}
                    saved={savedIds.has(observance.id)}
                    busy={saving.pendingId === observance.id}
                    onToggleSaved={() => toggle(observance.id)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
      {selectedId !== undefined ? (
        <ObservanceDetailDialog
          id={selectedId}
          fromList={sorted.find((observance) => observance.id === selectedId)}
          saved={savedIds.has(selectedId)}
          busy={saving.pendingId === selectedId}
          onToggleSaved={() => toggle(selectedId)}
          onClose={() => void navigate(`${paths.abiObservances.href()}${query}`)}
        />
      ) : null}
    </PageFrame>
  );
}
