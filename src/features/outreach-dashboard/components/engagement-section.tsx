import { Box, Skeleton, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberCells } from '@/components/data-table/cells';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { OrganizationEngagement, RecipientEngagement } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { channelKey } from '../utils/channels';
import { DashboardSection, type SectionState } from './dashboard-section';

const rowId = (_row: OrganizationEngagement, index: number) => `organization-${index}`;

function RecipientTable({ organization }: { organization: OrganizationEngagement }) {
  const { t } = useTranslation('outreach-dashboard');
  const formatters = useFormatters();
  const columns = useMemo<ColumnDef<RecipientEngagement, unknown>[]>(
    () => [
      { accessorKey: 'recipientName', header: t('engagement.columns.recipient') },
      {
        accessorKey: 'recipientEmail',
        header: t('engagement.columns.email'),
        cell: (cell) => (
          <Text as="span" whiteSpace="normal" overflowWrap="anywhere">
            {cell.getValue() as string}
          </Text>
        ),
      },
      {
        id: 'channel',
        header: t('engagement.columns.channel'),
        accessorFn: (row) => t(`common:channels.${channelKey(row.agentGroupTypes)}`),
      },
      { accessorKey: 'numberOfJobsSent', header: t('engagement.columns.jobsSent'), ...numberCells(formatters.number) },
    ],
    [t, formatters],
  );
  return (
    // Zero width with a full minimum: the recipients' long emails scroll inside, never widening the outer table.
    <Box py="2" pl={{ base: '0', md: '6' }} w="0" minW="100%">
      <DataTable
        caption={t('engagement.recipientsCaption', { organization: organization.organizationName })}
        columns={columns}
        data={organization.recipientEngagement}
        pagination={false}
        emptyMessage={t('engagement.noRecipients')}
      />
    </Box>
  );
}

export function EngagementSection({
  rows,
  loading,
  error,
}: SectionState & { rows: OrganizationEngagement[] | undefined }) {
  const { t } = useTranslation('outreach-dashboard');
  const formatters = useFormatters();
  // null until the user picks: the first row is open after each load (spec section 2).
  const [chosen, setChosen] = useState<{ rows: OrganizationEngagement[]; id: string | null } | null>(null);
  const firstId = rows?.[0] ? rowId(rows[0], 0) : null;
  const expandedRowId = chosen && chosen.rows === rows ? chosen.id : firstId;

  const columns = useMemo<ColumnDef<OrganizationEngagement, unknown>[]>(
    () => [
      {
        accessorKey: 'organizationName',
        header: t('engagement.columns.organization'),
        cell: (cell) => (
          <Text as="span" whiteSpace="normal">
            {cell.getValue() as string}
          </Text>
        ),
      },
      {
        id: 'channel',
        header: t('engagement.columns.channel'),
        accessorFn: (row) => t(`common:channels.${channelKey(row.agentGroupTypes)}`),
      },
      {
        accessorKey: 'totalNumberOfJobsSent',
        header: t('engagement.columns.jobLinksSent'),
        ...numberCells(formatters.number),
      },
    ],
    [t, formatters],
  );

  return (
    <DashboardSection title={t('engagement.title')} error={error} errorMessage={t('engagement.error')}>
      {loading || !rows ? (
        <Skeleton height="20rem" role="status" aria-label={t('loading')} />
      ) : (
        <DataTable
          caption={t('engagement.title')}
          captionHidden
          columns={columns}
          data={rows}
          getRowId={rowId}
          pagination={false}
          emptyMessage={t('engagement.empty')}
          renderExpandedRow={(organization) => <RecipientTable organization={organization} />}
          expandedRowId={expandedRowId}
          onExpandedRowChange={(id) => setChosen({ rows, id })}
          rowLabel={(row) => row.organizationName}
        />
      )}
    </DashboardSection>
  );
}
