/**
 * THE table of the product (@tanstack/react-table 8 and Chakra's Table); only the current page renders.
 * Sorting, paging and expansion are each uncontrolled (`initial…`) or controlled; server-side paging
 * passes `rowCount`. Memoise `columns` and `data` in the caller, or the row models are recomputed.
 */
import { Box, Button, chakra, Flex, HStack, IconButton, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type Header,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligns the header and cells (amounts, counts, percents). */
    numeric?: boolean;
    /** Lets the header and cells wrap instead of scrolling the table (text that reads well on two lines). */
    wraps?: boolean;
    /** Keeps the (first) column in view while a wide table scrolls sideways, so each row keeps its identity. */
    sticky?: boolean;
  }
}

function columnStyles(meta: ColumnMeta<unknown, unknown> | undefined, bg: string) {
  return {
    textAlign: meta?.numeric ? 'end' : 'start',
    whiteSpace: meta?.wraps ? 'normal' : undefined,
    ...(meta?.sticky
      ? {
          position: 'sticky',
          insetStart: '0',
          zIndex: '1',
          bg,
          boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
        }
      : {}),
  } as const;
}

export type { ColumnDef, PaginationState, SortingState };

export interface DataTablePaging {
  pageSizes: readonly number[];
  initialPageSize?: number;
}

/** The report tables' page sizes (spec section 9, table paging); UI only: the contract does not page them. */
export const REPORT_PAGE_SIZES = [25, 50, 75, 100] as const;

/** `pagination` of a report table: the first of `REPORT_PAGE_SIZES` a page, then the user's choice. */
export const REPORT_PAGING: DataTablePaging = { pageSizes: REPORT_PAGE_SIZES };

export interface DataTableProps<Row> {
  /** The table's accessible name, shown as its caption unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's own idiom for mixed value types
  columns: ColumnDef<Row, any>[];
  data: Row[];
  getRowId?: (row: Row, index: number) => string;
  initialSorting?: SortingState;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The data is already sorted by the server; header clicks only report the new sorting. */
  manualSorting?: boolean;
  pagination?: false | DataTablePaging;
  pageIndex?: number;
  pageSize?: number;
  onPaginationChange?: (pagination: PaginationState) => void;
  /** Total rows on the server: `data` is then the current page only. */
  rowCount?: number;
  loading?: boolean;
  emptyMessage?: string;
  renderExpandedRow?: (row: Row) => ReactNode;
  expandedRowId?: string | null;
  onExpandedRowChange?: (rowId: string | null) => void;
  /** Names a row in its expand button ('Show details: {label}'); defaults to the row number. */
  rowLabel?: (row: Row) => string;
}

const NO_SORTING: SortingState = [];

function resolve<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

function ariaSort(header: Header<unknown, unknown>): 'ascending' | 'descending' | 'none' | undefined {
  if (!header.column.getCanSort()) return undefined;
  const direction = header.column.getIsSorted();
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

/** A whole-row message (loading, empty) held in view while a wide table scrolls sideways. */
function InView({ children }: { children: ReactNode }) {
  return (
    <Box position="sticky" insetInlineStart="0" width="100cqi" px="3">
      {children}
    </Box>
  );
}

/** Sort arrows are a control's state: 3:1 against the header (WCAG 1.4.11); fg.muted is 7.0:1 on bg.muted. */
function SortIndicator({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <Box as="span" aria-hidden="true" fontSize="xs" color={direction ? 'fg' : 'fg.muted'} minW="3">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
    </Box>
  );
}

/** A step to the previous or next page: the arrow is drawn, the label is what it is called. */
function PageButton({
  label,
  arrow,
  disabled,
  onClick,
}: {
  label: string;
  arrow: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton size="sm" variant="outline" aria-label={label} disabled={disabled} onClick={onClick}>
      <span aria-hidden="true">{arrow}</span>
    </IconButton>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    captionHidden = false,
    columns,
    data: arrivedData,
    getRowId,
    initialSorting,
    manualSorting = false,
    pagination = false,
    rowCount,
    loading: fetching = false,
    emptyMessage,
    renderExpandedRow,
    rowLabel,
  } = props;
  const { t } = useTranslation('table');
  const formatters = useFormatters();
  const tableId = useId();

  // Rows arriving in an empty table render after the rest of the screen; until then the table says loading.
  const { items: data, arriving } = useDeferredArrival(arrivedData);
  const loading = fetching || arriving;
  // TanStack makes rows anew only for new data; new columns (re-translated accessors) need new rows too,
  // or cells and sorting keep the old values.
  const { rows: rowData } = useMemo(() => ({ columns, rows: [...data] }), [columns, data]);

  const [ownSorting, setOwnSorting] = useState<SortingState>(initialSorting ?? NO_SORTING);
  const sorting = props.sorting ?? ownSorting;

  const paged = pagination !== false;
  const firstPageSize = paged ? (pagination.initialPageSize ?? pagination.pageSizes[0] ?? 10) : 10;
  const [ownPaging, setOwnPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: firstPageSize });
  const pageSize = props.pageSize ?? ownPaging.pageSize;
  const total = rowCount ?? data.length;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  // A shrinking result (search, filter, reload) keeps the page when it still exists, else shows the last one.
  const paging: PaginationState = {
    pageIndex: Math.min(props.pageIndex ?? ownPaging.pageIndex, lastPage),
    pageSize,
  };

  const changePaging = (next: PaginationState) => {
    if (props.pageIndex === undefined && props.pageSize === undefined) setOwnPaging(next);
    props.onPaginationChange?.(next);
  };
  const handlePaginationChange = (updater: Updater<PaginationState>) => changePaging(resolve(updater, paging));
  const handleSortingChange = (updater: Updater<SortingState>) => {
    const next = resolve(updater, sorting);
    if (props.sorting === undefined) setOwnSorting(next);
    props.onSortingChange?.(next);
    if (paged && paging.pageIndex !== 0) changePaging({ ...paging, pageIndex: 0 });
  };

  const [ownExpanded, setOwnExpanded] = useState<string | null>(null);
  const expandedRowId = props.expandedRowId !== undefined ? props.expandedRowId : ownExpanded;
  const toggleExpanded = (rowId: string) => {
    const next = expandedRowId === rowId ? null : rowId;
    if (props.expandedRowId === undefined) setOwnExpanded(next);
    props.onExpandedRowChange?.(next);
  };

  // eslint-disable-next-line react-hooks/incompatible-library -- tanstack's instance is mutable by design; nothing here relies on compiler memoisation
  const table = useReactTable<Row>({
    data: rowData,
    columns,
    getRowId,
    state: paged ? { sorting, pagination: paging } : { sorting },
    onSortingChange: handleSortingChange,
    onPaginationChange: handlePaginationChange,
    manualSorting,
    sortDescFirst: false,
    manualPagination: rowCount !== undefined,
    rowCount,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    getPaginationRowModel: paged && rowCount === undefined ? getPaginationRowModel() : undefined,
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length + (renderExpandedRow ? 1 : 0);
  const pageSizes = useMemo(() => {
    if (!paged) return [];
    return pagination.pageSizes.includes(paging.pageSize)
      ? pagination.pageSizes
      : [...pagination.pageSizes, paging.pageSize].sort((a, b) => a - b);
  }, [paged, pagination, paging.pageSize]);

  const from = total === 0 ? 0 : paging.pageIndex * paging.pageSize + 1;
  const to = Math.min(total, (paging.pageIndex + 1) * paging.pageSize);

  return (
    <Box>
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-label={caption}
        // Its width is what shows of a wide table: the loading and empty messages are sized by it (cqi).
        css={{ containerType: 'inline-size' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <Table.Root size="sm" variant="line" aria-busy={loading || undefined} id={tableId}>
          <Table.Caption
            captionSide="top"
            textAlign="start"
            textStyle="md"
            fontWeight="semibold"
            py="2"
            px="3"
            srOnly={captionHidden}
          >
            {caption}
          </Table.Caption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.muted">
                {renderExpandedRow ? (
                  <Table.ColumnHeader width="1%">
                    <Box as="span" srOnly>
                      {t('detailsColumn')}
                    </Box>
                  </Table.ColumnHeader>
                ) : null}
                {group.headers.map((header) => {
                  const numeric = header.column.columnDef.meta?.numeric === true;
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      colSpan={header.colSpan}
                      aria-sort={ariaSort(header as Header<unknown, unknown>)}
                      {...columnStyles(header.column.columnDef.meta, 'bg.muted')}
                      scope="col"
                    >
                      {header.column.getCanSort() && !header.isPlaceholder ? (
                        <Button
                          variant="plain"
                          size="sm"
                          px="0"
                          h="auto"
                          minH="8"
                          fontWeight="semibold"
                          color="fg"
                          flexDirection={numeric ? 'row-reverse' : 'row'}
                          gap="1"
                          onClick={header.column.getToggleSortingHandler()}
                          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                        >
                          {content}
                          <SortIndicator direction={header.column.getIsSorted()} />
                        </Button>
                      ) : (
                        <Text as="span" fontWeight="semibold">
                          {content}
                        </Text>
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {loading ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} py="6" px="0">
                  <InView>
                    {/* The loading row holds the height of a few rows, so their arrival does not shift the layout
                        (docs/decisions/0014-home-paints-before-session-layout-shift.md). */}
                    <HStack justify="center" role="status" gap="3" minH="16rem">
                      <Spinner size="sm" color="colorPalette.solid" />
                      <Text>{t('loading')}</Text>
                    </HStack>
                  </InView>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} py="6" px="0" textAlign="center" color="fg.muted">
                  <InView>{emptyMessage ?? t('empty')}</InView>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const expanded = renderExpandedRow !== undefined && expandedRowId === row.id;
                // The row's position, not its id: ids may hold spaces, which would split an aria-controls reference.
                const detailsId = `${tableId}-details-${row.index}`;
                return (
                  <Fragment key={row.id}>
                    <Table.Row data-selected={expanded ? '' : undefined}>
                      {renderExpandedRow ? (
                        <Table.Cell width="1%" py="1">
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-expanded={expanded}
                            aria-controls={detailsId}
                            aria-label={t(expanded ? 'hideDetails' : 'showDetails', {
                              label: rowLabel ? rowLabel(row.original) : formatters.number(row.index + 1),
                            })}
                            onClick={() => toggleExpanded(row.id)}
                          >
                            <Box as="span" aria-hidden="true" transform={expanded ? 'rotate(90deg)' : undefined}>
                              ▶
                            </Box>
                          </IconButton>
                        </Table.Cell>
                      ) : null}
                      {row.getVisibleCells().map((cell) => (
                        <Table.Cell key={cell.id} {...columnStyles(cell.column.columnDef.meta, 'bg')}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                    {renderExpandedRow ? (
                      <Table.Row id={detailsId} hidden={!expanded}>
                        {expanded ? (
                          <Table.Cell colSpan={columnCount} bg="bg.subtle">
                            {renderExpandedRow(row.original)}
                          </Table.Cell>
                        ) : null}
                      </Table.Row>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {paged ? (
        <Flex
          as="nav"
          aria-label={t('pagingLabel', { caption })}
          mt="3"
          gap="4"
          align="center"
          justify="flex-end"
          wrap="wrap"
        >
          <HStack gap="2">
            <chakra.label htmlFor={`${tableId}-page-size`} textStyle="sm">
              {t('rowsPerPage')}
            </chakra.label>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                id={`${tableId}-page-size`}
                value={paging.pageSize}
                onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {formatters.number(size)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Text textStyle="sm" aria-live="polite">
            {t('range', {
              from: formatters.number(from),
              to: formatters.number(to),
              total: formatters.number(total),
            })}
          </Text>
          <HStack gap="1">
            <PageButton
              label={t('previousPage')}
              arrow="‹"
              disabled={!table.getCanPreviousPage()}
              onClick={() => table.previousPage()}
            />
            <PageButton
              label={t('nextPage')}
              arrow="›"
              disabled={!table.getCanNextPage()}
              onClick={() => table.nextPage()}
            />
          </HStack>
        </Flex>
      ) : null}
    </Box>
  );
}
