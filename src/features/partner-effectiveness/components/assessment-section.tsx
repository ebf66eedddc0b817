import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useId, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import { saveFile } from '@/lib/download';
import { useFormatters } from '@/lib/format';
import { assessmentCsv, type AssessmentRow, type AssessmentTexts } from '../utils/assessment';

type ColumnKey = keyof AssessmentTexts['columns'];
const NUMERIC: readonly ColumnKey[] = ['jobLinksSent', 'jobViews', 'applicantClicks', 'viewRate', 'applyRate'];
const COLUMN_KEYS: readonly ColumnKey[] = [
  'organization',
  'category',
  'jobLinksSent',
  'jobViews',
  'applicantClicks',
  'viewRate',
  'applyRate',
  'result',
];

/**
 * While the page is open, printing shows only the print sheet: every other child of <body> (the portal's
 * root, toasts, menus) is left out, so the paper holds the assessment, its title and its period.
 */
const PRINT_ONLY_SHEET = {
  '@media print': { 'body > :not([data-print-sheet])': { display: 'none !important' } },
} as const;

interface AssessmentPeriod {
  /** As the user reads it. */
  from: string;
  to: string;
  /** As a file name may hold it (MM-DD-YYYY). */
  fileFrom: string;
  fileTo: string;
}

function useAssessmentTexts(): AssessmentTexts {
  const { t } = useTranslation('partner-effectiveness');
  return useMemo(
    () => ({
      columns: {
        organization: t('assessment.columns.organization'),
        category: t('assessment.columns.category'),
        jobLinksSent: t('assessment.columns.jobLinksSent'),
        jobViews: t('assessment.columns.jobViews'),
        applicantClicks: t('assessment.columns.applicantClicks'),
        viewRate: t('assessment.columns.viewRate'),
        applyRate: t('assessment.columns.applyRate'),
        result: t('assessment.columns.result'),
      },
      category: (category) => t(`common:organizationCategories.${category}`),
      result: (result) => t(`assessment.results.${result}`),
    }),
    [t],
  );
}

/**
 * The annual assessment table (41 CFR 60-300.44(f)(3), 60-741.44(f)(3)): per organization its counts,
 * rates and result, sortable on screen, printable on its own and exported as CSV.
 */
export function AssessmentSection({
  rows,
  period,
  companyName,
}: {
  rows: AssessmentRow[];
  period: AssessmentPeriod;
  companyName: string | undefined;
}) {
  const { t } = useTranslation('partner-effectiveness');
  const formatters = useFormatters();
  const headingId = useId();
  const texts = useAssessmentTexts();

  const cellText = useMemo(() => {
    const percent = (value: number | null) =>
      value === null ? t('assessment.notApplicable') : formatters.percent(value, 1);
    return (row: AssessmentRow, key: ColumnKey): string => {
      switch (key) {
        case 'organization':
          return row.organizationName;
        case 'category':
          return texts.category(row.organizationCategory);
        case 'viewRate':
        case 'applyRate':
          return percent(row[key]);
        case 'result':
          return texts.result(row.result);
        case 'jobLinksSent':
        case 'jobViews':
        case 'applicantClicks':
          return formatters.number(row[key]);
      }
    };
  }, [t, formatters, texts]);

  const columns = useMemo<ColumnDef<AssessmentRow, unknown>[]>(
    () =>
      COLUMN_KEYS.map((key) => ({
        id: key,
        header: texts.columns[key],
        // Sorted by the value (rates without one last), shown as text.
        accessorFn: (row: AssessmentRow) =>
          key === 'organization'
            ? row.organizationName
            : key === 'category' || key === 'result'
              ? cellText(row, key)
              : (row[key] ?? -1),
        cell: ({ row }) => cellText(row.original, key),
        meta: { numeric: NUMERIC.includes(key), wraps: key === 'organization' },
      })),
    [texts, cellText],
  );

  const exportCsv = () => {
    // The file's rates are plain numbers, so their headers say the unit.
    const columns = {
      ...texts.columns,
      viewRate: t('assessment.csv.viewRate'),
      applyRate: t('assessment.csv.applyRate'),
    };
    const csv = assessmentCsv(rows, { ...texts, columns });
    saveFile(csv, t('assessment.file', { from: period.fileFrom, to: period.fileTo }));
  };
  const periodText = t('period', { from: period.from, to: period.to });

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Heading as="h2" id={headingId} size="lg">
            {t('assessment.title')}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => window.print()}>
              {t('assessment.print')}
            </Button>
            <Button variant="outline" onClick={exportCsv}>
              {t('assessment.export')}
            </Button>
          </Flex>
        </Flex>
        <Text color="fg.muted">{t('assessment.definitions')}</Text>
        <DataTable
          caption={t('assessment.title')}
          captionHidden
          columns={columns}
          data={rows}
          initialSorting={[{ id: 'jobLinksSent', desc: true }]}
          pagination={false}
        />
      </Stack>
      <Global styles={PRINT_ONLY_SHEET} />
      {createPortal(
        <Box
          data-print-sheet=""
          data-testid="print-sheet"
          display="none"
          _print={{ display: 'block' }}
          color="black"
          bg="white"
        >
          <Heading as="h1" size="xl">
            {t('assessment.title')}
          </Heading>
          {companyName ? <Text fontWeight="semibold">{companyName}</Text> : null}
          <Text>{periodText}</Text>
          <Text fontSize="sm" my="2">
            {t('assessment.definitions')}
          </Text>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {COLUMN_KEYS.map((key) => (
                  <Table.ColumnHeader key={key} textAlign={NUMERIC.includes(key) ? 'end' : 'start'}>
                    {texts.columns[key]}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row key={index}>
                  {COLUMN_KEYS.map((key) => (
                    <Table.Cell key={key} textAlign={NUMERIC.includes(key) ? 'end' : 'start'}>
                      {cellText(row, key)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>,
        document.body,
      )}
    </Box>
  );
}
