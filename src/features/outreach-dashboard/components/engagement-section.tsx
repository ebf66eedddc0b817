import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import { LoadError } from '@/components/ui/load-error';
import type { OrganizationEngagement, RecipientEngagement } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import type { SectionFailure } from '@/lib/use-outreach-gateway';
import { channelKey } from '../utils/channels';

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
      {
        accessorKey: 'numberOfJobsSent',
        header: t('engagement.columns.jobsSent'),
        meta: { numeric: true },
        cell: (cell) => formatters.number(cell.getValue() as number),
      },
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
}: {
  rows: OrganizationEngagement[] | undefined;
  loading: boolean;
  error: SectionFailure | null;
}) {
  const { t } = useTranslation('outreach-dashboard');
  const formatters = useFormatters();
  const headingId = useId();
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
        meta: { numeric: true },
        cell: (cell) => formatters.number(cell.getValue() as number),
      },
    ],
    [t, formatters],
  );

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Heading as="h2" id={headingId} size="lg">
          {t('engagement.title')}
        </Heading>
        {error ? (
          <LoadError
            message={t(error.kind === 'unauthenticated' ? 'unauthenticated' : 'engagement.error')}
            onRetry={error.retry}
            retrying={error.retrying}
          />
        ) : loading || !rows ? (
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
      </Stack>
    </Box>
  );
}
