import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DataTable } from './DataTable';
import type { DataColumn, DataTableProps, RowSelection } from './DataTable';
import classes from './ListTable.module.css';

interface Row {
  id: string;
  name: string;
  weight: number;
}
const rows: Row[] = [
  { id: '1', name: 'Carton', weight: 12 },
  { id: '2', name: 'Pallet', weight: 400 },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', cell: (row) => row.name },
  { key: 'weight', header: 'Weight (kg)', align: 'right', cell: (row) => String(row.weight) },
];

/** The table over `rows`, its sort and chosen rows kept as a screen keeps them; any of its props may be given. */
function Harness({
  shown = rows,
  loading = false,
  selection,
  ...table
}: {
  shown?: Row[];
  loading?: boolean;
  selection?: Omit<RowSelection<Row>, 'selected' | 'onChange'>;
} & Partial<Pick<DataTableProps<Row>, 'aria-label' | 'empty' | 'onRowClick' | 'actions'>>) {
  const [sort, setSort] = useState('name');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <DataTable
        aria-label="Presets"
        rows={shown}
        columns={columns}
        sort={sort}
        onSort={setSort}
        empty="Nothing here yet."
        loading={loading}
        actions={{ onEdit: vi.fn(), onDelete: vi.fn(), nameOf: (row) => row.name }}
        {...table}
        selection={{ noun: 'presets', ...selection, selected, onChange: setSelected }}
      />
      <output>{[...selected].sort().join(',')}</output>
    </>
  );
}

describe('the list table', () => {
  it('sorts by a column header, ascending then descending, and says so to assistive technology', async () => {
    renderWithProviders(<Harness />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(name).getByRole('button'));
    expect(name.getAttribute('aria-sort')).toBe('descending');
    // a column without a sort alias is a plain header
    expect(
      within(screen.getByRole('columnheader', { name: 'Weight (kg)' })).queryByRole('button'),
    ).toBeNull();
  });

  it('sorts on a click anywhere in a header cell, not only on its words', () => {
    renderWithProviders(<Harness />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const button = within(name).getByRole('button', { name: /Name/ });
    expect(button.classList.contains(classes.sortButton ?? 'sortButton')).toBe(true);
    // jsdom lays nothing out: the stylesheet is read for the rules that stretch the button over its cell
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'ListTable.module.css'),
      'utf8',
    ).replace(/\s+/g, ' ');
    expect(css).toContain('.sortButton { display: block; width: 100%; }');
    // the header's cells are positioned (sticky), so the button's box covers its whole cell, padding included
    expect(css).toContain(".thead .sortButton::after { content: ''; position: absolute; inset: 0; }");
    expect(css).toMatch(/\.thead \.th \{ position: sticky;/);
  });

  it('chooses rows one by one or the whole page, and names each row’s actions for it', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Pallet' }));
    expect(screen.getByRole('status').textContent).toBe('2');
    const all = screen.getByRole('checkbox', { name: 'Select all presets on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('1,2');
    await userEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Edit Carton' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Pallet' })).toBeTruthy();
  });

  it('shows the empty message, and a loader while loading, across the whole row', () => {
    const { unmount } = renderWithProviders(<Harness shown={[]} />);
    const cell = screen.getByText('Nothing here yet.').closest('td');
    expect(cell?.getAttribute('colspan')).toBe('4');
    expect(
      (screen.getByRole('checkbox', { name: 'Select all presets on this page' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    unmount();
    renderWithProviders(<Harness loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Presets' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Carton')).toBeNull();
  });

  it('chooses rows one by one under their own labels, and opens a row on click but not from its box or actions', async () => {
    const open = vi.fn();
    const remove = vi.fn();
    renderWithProviders(
      <Harness
        aria-label="Orders"
        empty="None"
        onRowClick={open}
        actions={{ onDelete: remove, nameOf: (row) => `order ${row.name}` }}
        selection={{
          noun: 'orders',
          allLabel: null,
          columnName: 'Choose',
          rowLabel: (row) => `Choose order ${row.name}`,
          canSelect: (row) => row.weight < 100,
        }}
      />,
    );
    expect(screen.queryByRole('checkbox', { name: /Select all/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Choose' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Choose order Pallet' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose order Carton' }));
    expect(screen.getByRole('checkbox', { name: 'Choose order Carton' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete order Pallet' }));
    expect(remove).toHaveBeenCalledWith(rows[1]);
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Pallet'));
    expect(open).toHaveBeenCalledWith(rows[1]);
  });
});
