import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { themeContrast } from '@tests/support/theme-colours';
import { DataTable, type ColumnDef, type DataTableProps } from './data-table';

interface Person {
  id: number;
  name: string;
  age: number;
}

const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'age', header: 'Age', meta: { numeric: true } },
  { id: 'action', header: 'Action', enableSorting: false, cell: ({ row }) => `act-${row.original.id}` },
];

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Person ${String(index + 1).padStart(5, '0')}`,
    age: (index * 37) % 90,
  }));

// The session under renderApp asks the demo backend for the account's companies.
recordedDemoBackend();

type Props = Partial<DataTableProps<Person>>;

/** The table of three people, row ids their ids; `props` add to it or replace. */
const PeopleTable = (props: Props) => (
  <DataTable<Person>
    caption="People"
    columns={columns}
    data={people(3)}
    getRowId={(row) => String(row.id)}
    {...props}
  />
);

/**
 * The table with `props`; with `then`, a "New props" button renders the same table again with those (as a
 * screen does when its data or state changes), so what the table keeps across renders can be seen.
 */
function Table({ props, then }: { props: Props; then?: Props }) {
  const [shown, setShown] = useState(props);
  return (
    <>
      <PeopleTable {...shown} />
      {then ? (
        <button type="button" onClick={() => setShown(then)}>
          New props
        </button>
      ) : null}
    </>
  );
}

const render = (props: Props = {}, then?: Props, language?: 'en' | 'es') =>
  renderApp(<Table props={props} then={then} />, { language });

/**
 * The rows shown in the table's body, not a collapsed (hidden) details row. Queried with `hidden: true` and
 * the `hidden` attribute read here: Testing Library's visibility check computes the style of every row, cell
 * and their ancestors (slow in jsdom under the theme's style sheets, and these run on up to 50 rows).
 */
const bodyRows = () =>
  within(screen.getAllByRole('rowgroup', { hidden: true })[1]!)
    .queryAllByRole('row', { hidden: true })
    .filter((row) => !row.hidden);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true });
const column = (index: number) => bodyRows().map((row) => cells(row)[index]?.textContent);
const firstColumn = () => column(0);
const header = (name: string) => screen.getByRole('columnheader', { name });
const sortButton = (name: string) => within(header(name)).getByRole('button', { name });
/**
 * A button the table names with aria-label (paging, details), found by that label: naming every button by
 * role, as `getByRole('button', { name })` does, computes styles through the whole table.
 */
const button = (label: string) => screen.getByLabelText(label, { selector: 'button' });
const newProps = () => screen.getByText('New props');
/** A details row (hidden while collapsed) by its id, as an expand button's aria-controls names it. */
const detailsRow = (id: string | null) => screen.getAllByRole('row', { hidden: true }).find((row) => row.id === id);

describe('DataTable', () => {
  it('names the table by its caption, also when the caption is visually hidden', async () => {
    await render({ captionHidden: true });
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByText('People', { selector: 'caption' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
  });

  it('sorts by a header button with aria-sort, ascending then descending, and leaves unsortable columns alone', async () => {
    const { user } = await render({ data: [people(3)[1]!, people(3)[2]!, people(3)[0]!] });
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Action')).not.toHaveAttribute('aria-sort');
    expect(within(header('Action')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(sortButton('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Person 00001', 'Person 00002', 'Person 00003']);

    await user.click(sortButton('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Person 00003', 'Person 00002', 'Person 00001']);
  });

  it('shows the idle sort arrows at 3:1 or more against the header (WCAG 1.4.11)', async () => {
    await render();
    const idle = within(sortButton('Name')).getByText('↕');
    // The colour behind the arrows: the first background of their own or their ancestors' (the header row's).
    const seeThrough = (colour: string) => colour === '' || colour === 'transparent' || /,\s*0\)$/.test(colour);
    let painted: HTMLElement | null = idle;
    let background = '';
    while (painted && seeThrough(background)) {
      background = getComputedStyle(painted).backgroundColor;
      // eslint-disable-next-line testing-library/no-node-access -- the background is an ancestor's style
      painted = painted.parentElement;
    }
    expect(themeContrast(getComputedStyle(idle).color, background)).toBeGreaterThanOrEqual(3);
  });

  it('sorts numbers numerically, right-aligns numeric columns, honours initialSorting', async () => {
    const data = [
      { id: 1, name: 'a', age: 9 },
      { id: 2, name: 'b', age: 10 },
      { id: 3, name: 'c', age: 100 },
    ];
    await render({ data, initialSorting: [{ id: 'age', desc: true }] });
    expect(header('Age')).toHaveAttribute('aria-sort', 'descending');
    expect(column(1)).toEqual(['100', '10', '9']);
    expect(cells(bodyRows()[0]!)[1]).toHaveStyle({ textAlign: 'end' });
  });

  it('reports sorting when controlled and renders the sorting it is given', async () => {
    const onSortingChange = vi.fn();
    const { user } = await render({ sorting: [{ id: 'name', desc: true }], onSortingChange, data: people(3) });
    expect(firstColumn()[0]).toBe('Person 00003');
    await user.click(sortButton('Age'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'age', desc: false }]);
    expect(firstColumn()[0]).toBe('Person 00003');
  });

  it('pages with a labelled page-size select, previous/next buttons and an x–y of n range', async () => {
    const { user } = await render({ data: people(23), pagination: { pageSizes: [10, 25, 100] } });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(button('Previous page')).toBeDisabled();

    await user.click(button('Next page'));
    expect(firstColumn()[0]).toBe('Person 00011');
    expect(screen.getByText('11–20 of 23')).toBeInTheDocument();
    await user.click(button('Next page'));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(button('Next page')).toBeDisabled();

    const select = screen.getByLabelText<HTMLSelectElement>('Rows per page');
    expect(
      within(select)
        .getAllByRole<HTMLOptionElement>('option')
        .map((option) => option.value),
    ).toEqual(['10', '25', '100']);
    await user.selectOptions(select, '25');
    expect(bodyRows()).toHaveLength(23);
    expect(screen.getByText('1–23 of 23')).toBeInTheDocument();
  });

  it('starts at initialPageSize, and a re-sort goes back to the first page', async () => {
    const { user } = await render({ data: people(60), pagination: { pageSizes: [25, 50], initialPageSize: 50 } });
    expect(bodyRows()).toHaveLength(50);
    await user.click(button('Next page'));
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    await user.click(sortButton('Name'));
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
  });

  it('keeps a page that still exists when data shrinks, and falls back to the last page otherwise', async () => {
    const { user } = await render(
      { data: people(30), pagination: { pageSizes: [10] } },
      { data: people(15), pagination: { pageSizes: [10] } },
    );
    await user.click(button('Next page'));
    await user.click(button('Next page'));
    expect(screen.getByText('21–30 of 30')).toBeInTheDocument();
    await user.click(newProps());
    expect(screen.getByText('11–15 of 15')).toBeInTheDocument();
  });

  it('supports controlled pagination and server-side row counts', async () => {
    const onPaginationChange = vi.fn();
    const { user } = await render({
      data: people(10),
      rowCount: 95,
      pagination: { pageSizes: [10, 25] },
      pageIndex: 2,
      pageSize: 10,
      onPaginationChange,
    });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('21–30 of 95')).toBeInTheDocument();
    await user.click(button('Next page'));
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 3, pageSize: 10 });
  });

  it('formats the range in the active language', async () => {
    await render({ data: people(12_345), pagination: { pageSizes: [10] } }, undefined, 'es');
    expect(screen.getByText('1–10 de 12.345')).toBeInTheDocument();
    expect(button('Página siguiente')).toBeInTheDocument();
  });

  it('renders only the current page of 10,000 rows', async () => {
    const { user } = await render({ data: people(10_000), pagination: { pageSizes: [25] } });
    expect(bodyRows()).toHaveLength(25);
    await user.click(sortButton('Age'));
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 10,000')).toBeInTheDocument();
  });

  it("keeps a sticky column's header and cells in place while the table scrolls sideways", async () => {
    const [name, ...others] = columns;
    await render({ columns: [{ ...name!, meta: { sticky: true } }, ...others] });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveStyle({ position: 'sticky' });
    expect(within(table).getByRole('cell', { name: 'Person 00001' })).toHaveStyle({ position: 'sticky' });
    expect(within(table).getByRole('cell', { name: 'act-1' })).not.toHaveStyle({ position: 'sticky' });
  });

  it('shows the empty message, or a default one', async () => {
    const { user } = await render({ data: [], emptyMessage: 'No users found' }, { data: [] });
    expect(bodyRows()).toHaveLength(1);
    expect(cells(bodyRows()[0]!)[0]).toHaveAttribute('colspan', '3');
    expect(screen.getByText('No users found')).toBeInTheDocument();
    await user.click(newProps());
    expect(screen.getByText('No records to display')).toBeInTheDocument();
  });

  it('shows a loading status and marks the table busy', async () => {
    const { user } = await render({ loading: true }, { loading: false });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Person 00001')).not.toBeInTheDocument();
    await user.click(newProps());
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Person 00001')).toBeInTheDocument();
  });

  it('renders rows arriving in an empty table in a commit of their own, busy and loading until then', async () => {
    const { user } = await render(
      { data: [], emptyMessage: 'No people' },
      { data: people(3), emptyMessage: 'No people' },
    );
    const table = screen.getByRole('table');
    // Records are handed to the callback between the click's tasks, the rest taken at the end.
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(table, {
      attributes: true,
      attributeFilter: ['aria-busy'],
      attributeOldValue: true,
      childList: true,
      subtree: true,
    });

    await user.click(newProps());
    // In order: `busy` when aria-busy was set, `idle` when removed, and the text of each node added.
    records.push(...observer.takeRecords());
    observer.disconnect();
    const commits = records.flatMap((record) =>
      record.type === 'attributes'
        ? [record.oldValue === null ? 'busy' : 'idle']
        : [...record.addedNodes].map((node) => node.textContent ?? ''),
    );

    // First the screen around the table commits with the table busy and loading, then the rows.
    const firstRow = commits.findIndex((text) => text.includes('Person 00001'));
    expect(commits.indexOf('busy')).toBeLessThan(firstRow);
    expect(commits.findIndex((text) => text.includes('Loading…'))).toBeLessThan(firstRow);
    expect(commits.filter((text) => text === 'busy' || text === 'idle')).toEqual(['busy', 'idle']);
    expect(commits.some((text) => text.includes('No people'))).toBe(false);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(firstColumn()).toEqual(['Person 00001', 'Person 00002', 'Person 00003']);
  });

  it('renders changes to rows already shown at once, never the loading row', async () => {
    const { user } = await render(
      { data: people(3) },
      { data: people(3).map((person) => ({ ...person, name: `${person.name}!` })) },
    );
    const table = screen.getByRole('table');
    // Records are handed to the callback between the click's tasks, the rest taken at the end.
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(table, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });

    await user.click(newProps());

    expect(observer.takeRecords()).toHaveLength(0);
    observer.disconnect();
    expect(firstColumn()).toEqual(['Person 00001!', 'Person 00002!', 'Person 00003!']);
  });

  it('shows what new columns read from the same rows (a language switch re-translates an accessor)', async () => {
    const rows = people(2);
    const reading = (word: string): ColumnDef<Person, unknown>[] => [
      { id: 'word', header: 'Word', accessorFn: (row) => `${word} ${row.id}` },
    ];
    const { user } = await render({ data: rows, columns: reading('one') }, { data: rows, columns: reading('uno') });
    expect(firstColumn()).toEqual(['one 1', 'one 2']);

    await user.click(newProps());

    expect(firstColumn()).toEqual(['uno 1', 'uno 2']);
  });

  it('expands one row at a time with a button that has aria-expanded and aria-controls', async () => {
    const { user } = await render({
      renderExpandedRow: (row) => `Details of ${row.name}`,
      rowLabel: (row) => row.name,
    });
    const first = button('Show details: Person 00001');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const controlled = () => detailsRow(first.getAttribute('aria-controls'));
    expect(controlled()).toHaveAttribute('hidden');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAccessibleName('Hide details: Person 00001');
    expect(controlled()).not.toHaveAttribute('hidden');
    expect(controlled()).toHaveTextContent(/^Details of Person 00001$/);

    await user.click(button('Show details: Person 00002'));
    expect(screen.getByText('Details of Person 00002')).toBeInTheDocument();
    expect(screen.queryByText('Details of Person 00001')).not.toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(button('Hide details: Person 00002'));
    expect(screen.queryByText(/Details of/)).not.toBeInTheDocument();
  });

  it('points aria-controls at the details row even when row ids hold spaces', async () => {
    const { user } = await render({
      data: people(2),
      getRowId: (row) => `Partner ${row.name}`,
      renderExpandedRow: (row) => `Details of ${row.name}`,
      rowLabel: (row) => row.name,
    });
    const toggle = button('Show details: Person 00002');
    const controls = toggle.getAttribute('aria-controls') ?? '';
    expect(controls).not.toMatch(/\s/);
    await user.click(toggle);
    expect(detailsRow(controls)).toHaveTextContent(/^Details of Person 00002$/);
  });

  it('supports controlled expansion', async () => {
    function Controlled() {
      const [open, setOpen] = useState<string | null>('3');
      return (
        <>
          <PeopleTable
            renderExpandedRow={(row) => `Details of ${row.name}`}
            expandedRowId={open}
            onExpandedRowChange={setOpen}
          />
          <output aria-label="Expanded row">{open ?? 'none'}</output>
        </>
      );
    }
    const { user } = await renderApp(<Controlled />);
    expect(screen.getByText('Details of Person 00003')).toBeInTheDocument();
    await user.click(button('Hide details: 3'));
    expect(screen.getByRole('status', { name: 'Expanded row' })).toHaveTextContent(/^none$/);
    expect(screen.queryByText(/Details of/)).not.toBeInTheDocument();
  });
});
