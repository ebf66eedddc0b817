import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { EMPTY_CELL, LinkOutCell, numberCells } from './cells';
import { DataTable, type ColumnDef } from './data-table';

interface Posting {
  id: number;
  views: number;
  url: string | null;
}

// The session under renderApp asks the demo backend for the account's companies.
recordedDemoBackend();

function Postings() {
  const columns: ColumnDef<Posting, unknown>[] = [
    { accessorKey: 'views', header: 'Views', ...numberCells((value) => `${value} views`) },
    {
      accessorKey: 'url',
      header: 'Posting',
      cell: (cell) => {
        const href = cell.getValue<string | null>();
        return href ? <LinkOutCell href={href} /> : EMPTY_CELL;
      },
    },
  ];
  const rows = [
    { id: 1, views: 1200, url: 'https://jobs.example.gov/1' },
    { id: 2, views: 3, url: null },
  ];
  return <DataTable caption="Postings" columns={columns} data={rows} getRowId={(row) => String(row.id)} />;
}

describe('the tables’ cells', () => {
  it('writes a number column through its format, right-aligned under a right-aligned header', async () => {
    await renderApp(<Postings />);
    const cell = await screen.findByRole('cell', { name: '1200 views' });
    expect(cell).toHaveStyle({ textAlign: 'end' });
    expect(screen.getByRole('columnheader', { name: /Views/ })).toHaveStyle({ textAlign: 'end' });
  });

  it.each([
    ['en', '(opens in a new tab)'],
    ['es', '(se abre en una pestaña nueva)'],
  ] as const)('links out in a new tab and says so (%s); an empty value is the dash', async (language, newTab) => {
    await renderApp(<Postings />, { language });
    const link = await screen.findByRole('link', { name: `https://jobs.example.gov/1 ${newTab}` });
    expect(link).toHaveAttribute('href', 'https://jobs.example.gov/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent(EMPTY_CELL);
  });
});
