import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import table from '@/locales/en/table.json';
import tableEs from '@/locales/es/table.json';
import { DataTable, type ColumnDef, type DataTableProps } from './data-table';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

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

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { table }, es: { table: tableEs } },
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  await i18next.changeLanguage('en');
});

function render(props: Partial<DataTableProps<Person>> = {}) {
  act(() =>
    root.render(
      <ChakraProvider value={defaultSystem}>
        <DataTable<Person>
          caption="People"
          columns={columns}
          data={people(3)}
          getRowId={(row) => String(row.id)}
          {...props}
        />
      </ChakraProvider>,
    ),
  );
}

const bodyRows = () => [...container.querySelectorAll('tbody tr:not([hidden])')];
const firstColumn = () => bodyRows().map((row) => row.querySelectorAll('td')[0]?.textContent);
const header = (name: string) =>
  [...container.querySelectorAll('th')].find((th) => th.textContent?.includes(name)) as HTMLElement;
const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found as HTMLButtonElement;
};
const click = (element: HTMLElement) => act(() => element.click());

describe('DataTable', () => {
  it('names the table by its caption, also when the caption is visually hidden', () => {
    render({ captionHidden: true });
    const caption = container.querySelector('table > caption');
    expect(caption?.textContent).toBe('People');
    expect(container.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('People');
  });

  it('sorts by a header button with aria-sort, ascending then descending, and leaves unsortable columns alone', () => {
    render({ data: [people(3)[1]!, people(3)[2]!, people(3)[0]!] });
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Action').hasAttribute('aria-sort')).toBe(false);
    expect(header('Action').querySelector('button')).toBeNull();

    click(header('Name').querySelector('button')!);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['Person 00001', 'Person 00002', 'Person 00003']);

    click(header('Name').querySelector('button')!);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Person 00003', 'Person 00002', 'Person 00001']);
  });

  it('sorts numbers numerically, right-aligns numeric columns, honours initialSorting', () => {
    const data = [
      { id: 1, name: 'a', age: 9 },
      { id: 2, name: 'b', age: 10 },
      { id: 3, name: 'c', age: 100 },
    ];
    render({ data, initialSorting: [{ id: 'age', desc: true }] });
    expect(header('Age').getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual(['100', '10', '9']);
    expect(getComputedStyle(bodyRows()[0]!.querySelectorAll('td')[1]!).textAlign).toBe('end');
  });

  it('reports sorting when controlled and renders the sorting it is given', () => {
    const onSortingChange = vi.fn();
    render({ sorting: [{ id: 'name', desc: true }], onSortingChange, data: people(3) });
    expect(firstColumn()[0]).toBe('Person 00003');
    click(header('Age').querySelector('button')!);
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'age', desc: false }]);
    expect(firstColumn()[0]).toBe('Person 00003');
  });

  it('pages with a labelled page-size select, previous/next buttons and an x–y of n range', () => {
    render({ data: people(23), pagination: { pageSizes: [10, 25, 100] } });
    expect(bodyRows()).toHaveLength(10);
    expect(container.textContent).toContain('1–10 of 23');
    expect(button('Previous page').disabled).toBe(true);

    click(button('Next page'));
    expect(firstColumn()[0]).toBe('Person 00011');
    expect(container.textContent).toContain('11–20 of 23');
    click(button('Next page'));
    expect(bodyRows()).toHaveLength(3);
    expect(container.textContent).toContain('21–23 of 23');
    expect(button('Next page').disabled).toBe(true);

    const select = container.querySelector('select')!;
    const label = container.querySelector(`label[for="${select.id}"]`);
    expect(label?.textContent).toBe('Rows per page');
    expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '100']);
    act(() => {
      select.value = '25';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(bodyRows()).toHaveLength(23);
    expect(container.textContent).toContain('1–23 of 23');
  });

  it('starts at initialPageSize, and a re-sort goes back to the first page', () => {
    render({ data: people(60), pagination: { pageSizes: [25, 50], initialPageSize: 50 } });
    expect(bodyRows()).toHaveLength(50);
    click(button('Next page'));
    expect(container.textContent).toContain('51–60 of 60');
    click(header('Name').querySelector('button')!);
    expect(container.textContent).toContain('1–50 of 60');
  });

  it('keeps a page that still exists when data shrinks, and falls back to the last page otherwise', () => {
    render({ data: people(30), pagination: { pageSizes: [10] } });
    click(button('Next page'));
    click(button('Next page'));
    expect(container.textContent).toContain('21–30 of 30');
    render({ data: people(15), pagination: { pageSizes: [10] } });
    expect(container.textContent).toContain('11–15 of 15');
  });

  it('supports controlled pagination and server-side row counts', () => {
    const onPaginationChange = vi.fn();
    render({
      data: people(10),
      rowCount: 95,
      pagination: { pageSizes: [10, 25] },
      pageIndex: 2,
      pageSize: 10,
      onPaginationChange,
    });
    expect(bodyRows()).toHaveLength(10);
    expect(container.textContent).toContain('21–30 of 95');
    click(button('Next page'));
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 3, pageSize: 10 });
  });

  it('formats the range in the active language', async () => {
    await act(async () => {
      await i18next.changeLanguage('es');
    });
    render({ data: people(12_345), pagination: { pageSizes: [10] } });
    expect(container.textContent).toContain('1–10 de 12.345');
    expect(button('Página siguiente')).toBeTruthy();
  });

  it('renders only the current page of 10,000 rows', () => {
    render({ data: people(10_000), pagination: { pageSizes: [25] } });
    expect(bodyRows()).toHaveLength(25);
    click(header('Age').querySelector('button')!);
    expect(bodyRows()).toHaveLength(25);
    expect(container.textContent).toContain('1–25 of 10,000');
  });

  it('shows the empty message, or a default one', () => {
    render({ data: [], emptyMessage: 'No users found' });
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]!.querySelector('td')?.getAttribute('colspan')).toBe('3');
    expect(container.textContent).toContain('No users found');
    render({ data: [] });
    expect(container.textContent).toContain('No records to display');
  });

  it('shows a loading status and marks the table busy', () => {
    render({ loading: true });
    expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Loading…');
    expect(container.textContent).not.toContain('Person 00001');
    render({ loading: false });
    expect(container.querySelector('table')?.hasAttribute('aria-busy')).toBe(false);
    expect(container.textContent).toContain('Person 00001');
  });

  it('renders rows arriving in an empty table in a commit of their own, busy and loading until then', () => {
    render({ data: [], emptyMessage: 'No people' });
    const table = container.querySelector('table')!;
    const observer = new MutationObserver(() => undefined);
    observer.observe(table, {
      attributes: true,
      attributeFilter: ['aria-busy'],
      attributeOldValue: true,
      childList: true,
      subtree: true,
    });

    render({ data: people(3), emptyMessage: 'No people' });
    // In order: `busy` when aria-busy was set, `idle` when removed, and the text of each node added.
    const commits = observer
      .takeRecords()
      .flatMap((record) =>
        record.type === 'attributes'
          ? [record.oldValue === null ? 'busy' : 'idle']
          : [...record.addedNodes].map((node) => node.textContent ?? ''),
      );
    observer.disconnect();

    // First the screen around the table commits with the table busy and loading, then the rows.
    const firstRow = commits.findIndex((text) => text.includes('Person 00001'));
    expect(commits.indexOf('busy')).toBeLessThan(firstRow);
    expect(commits.findIndex((text) => text.includes('Loading…'))).toBeLessThan(firstRow);
    expect(commits.filter((text) => text === 'busy' || text === 'idle')).toEqual(['busy', 'idle']);
    expect(commits.some((text) => text.includes('No people'))).toBe(false);
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(firstColumn()).toEqual(['Person 00001', 'Person 00002', 'Person 00003']);
  });

  it('renders changes to rows already shown at once, never the loading row', () => {
    render({ data: people(3) });
    const table = container.querySelector('table')!;
    const observer = new MutationObserver(() => undefined);
    observer.observe(table, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });

    render({ data: people(3).map((person) => ({ ...person, name: `${person.name}!` })) });

    expect(observer.takeRecords()).toHaveLength(0);
    observer.disconnect();
    expect(firstColumn()).toEqual(['Person 00001!', 'Person 00002!', 'Person 00003!']);
  });

  it('expands one row at a time with a button that has aria-expanded and aria-controls', () => {
    render({ renderExpandedRow: (row) => `Details of ${row.name}`, rowLabel: (row) => row.name });
    const first = button('Show details: Person 00001');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const controlled = () => document.getElementById(first.getAttribute('aria-controls')!);
    expect(controlled()?.hidden).toBe(true);

    click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-label')).toBe('Hide details: Person 00001');
    expect(controlled()?.hidden).toBe(false);
    expect(controlled()?.textContent).toBe('Details of Person 00001');

    click(button('Show details: Person 00002'));
    expect(container.textContent).toContain('Details of Person 00002');
    expect(container.textContent).not.toContain('Details of Person 00001');
    expect(first.getAttribute('aria-expanded')).toBe('false');

    click(button('Hide details: Person 00002'));
    expect(container.textContent).not.toContain('Details of');
  });

  it('points aria-controls at the details row even when row ids hold spaces', () => {
    act(() =>
      root.render(
        <ChakraProvider value={defaultSystem}>
          <DataTable<Person>
            caption="People"
            columns={columns}
            data={people(2)}
            getRowId={(row) => `Partner ${row.name}`}
            renderExpandedRow={(row) => `Details of ${row.name}`}
            rowLabel={(row) => row.name}
          />
        </ChakraProvider>,
      ),
    );
    const toggle = button('Show details: Person 00002');
    const controls = toggle.getAttribute('aria-controls') ?? '';
    expect(controls).not.toMatch(/\s/);
    click(toggle);
    expect(document.getElementById(controls)?.textContent).toBe('Details of Person 00002');
  });

  it('supports controlled expansion', () => {
    function Controlled() {
      const [open, setOpen] = useState<string | null>('3');
      return (
        <ChakraProvider value={defaultSystem}>
          <DataTable<Person>
            caption="People"
            columns={columns}
            data={people(3)}
            getRowId={(row) => String(row.id)}
            renderExpandedRow={(row) => `Details of ${row.name}`}
            expandedRowId={open}
            onExpandedRowChange={setOpen}
          />
          <output>{open ?? 'none'}</output>
        </ChakraProvider>
      );
    }
    act(() => root.render(<Controlled />));
    expect(container.textContent).toContain('Details of Person 00003');
    click(button('Hide details: 3'));
    expect(container.querySelector('output')?.textContent).toBe('none');
    expect(container.textContent).not.toContain('Details of');
  });
});
