/**
 * A chart with its text alternatives: a <figure> with a heading caption, a visible one-sentence summary,
 * the chart, and a "Show data table" toggle (DataTable).
 */
import { Box, Button, Flex, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnDef } from '../data-table/data-table';

export interface ChartFigureProps<Row> {
  title: string;
  headingLevel?: 2 | 3 | 4;
  summary: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's own idiom for mixed value types
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  /** Controls shown beside the heading (a chooser, an export button). */
  actions?: ReactNode;
  /** When set, the figure shows this message instead of summary, chart and table. */
  emptyMessage?: string;
  /** Loading placeholder or error message: when set, shown instead of summary, chart and table. */
  status?: ReactNode;
  /** `children` is the chart's placeholder; the summary is a grey line (zeros would read as the answer). */
  loading?: boolean;
  children: ReactNode;
}

export function ChartFigure<Row>({
  title,
  headingLevel = 2,
  summary,
  columns,
  rows,
  actions,
  emptyMessage,
  status,
  loading = false,
  children,
}: ChartFigureProps<Row>) {
  const { t } = useTranslation('charts');
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);

  return (
    <Box as="figure" aria-labelledby={headingId} m="0" display="flex" flexDirection="column" gap="3">
      <Flex as="figcaption" gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as={`h${headingLevel}`} id={headingId} size="lg">
          {title}
        </Heading>
        {actions}
      </Flex>
      {status ? (
        status
      ) : emptyMessage ? (
        <Text role="status" py="8" textAlign="center" color="fg.muted" data-testid="chart-empty">
          {emptyMessage}
        </Text>
      ) : (
        <>
          {loading ? (
            <Skeleton height="1lh" maxW="32rem" aria-hidden="true" />
          ) : (
            <Text data-testid="chart-summary">{summary}</Text>
          )}
          {children}
          <Box>
            <Button
              variant="outline"
              size="sm"
              disabled={loading}
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {t(tableShown ? 'hideTable' : 'showTable')}
            </Button>
          </Box>
          <Box id={tableId} hidden={!tableShown || loading}>
            {tableShown && !loading ? (
              <DataTable
                caption={t('tableCaption', { title })}
                captionHidden
                columns={columns}
                data={rows}
                pagination={false}
              />
            ) : null}
          </Box>
        </>
      )}
    </Box>
  );
}
