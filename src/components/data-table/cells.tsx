/**
 * What the product's tables write alike in their cells: the empty value, short values kept on one line,
 * addresses that open in a new tab, and columns of numbers.
 */
import { chakra, Link } from '@chakra-ui/react';
import type { CellContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** An empty value: the same dash in every column of every table. */
export const EMPTY_CELL = '—';

/** A short value (an id, a code, a date) that reads badly when broken over lines. */
export function NoWrap({ children }: { children: ReactNode }) {
  return <chakra.span whiteSpace="nowrap">{children}</chakra.span>;
}

/** An address written out in full, opening in a new tab; screen readers hear that it does. */
export function LinkOutCell({ href }: { href: string }) {
  // position: relative keeps the visually hidden text inside the table's scroll region (an absolutely
  // placed box otherwise escapes it and widens the page).
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      position="relative"
      display="inline-block"
      minW="48"
      overflowWrap="anywhere"
    >
      {href}
      <NewTabHint />
    </Link>
  );
}

/**
 * What a column of numbers adds to its accessor and header: right-aligned, each value written by `format`
 * (the reader's number or percent format). Spread it into the column: `{ accessorKey, header, ...numberCells(f) }`.
 */
export function numberCells(format: (value: number) => string) {
  return {
    meta: { numeric: true },
    cell: (cell: Pick<CellContext<unknown, unknown>, 'getValue'>) => format(cell.getValue<number>()),
  };
}
