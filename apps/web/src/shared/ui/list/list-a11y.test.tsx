import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { DebouncedTextInput } from './DebouncedTextInput';
import { ListFooter } from './ListFooter';
import { PageHeader } from './PageHeader';
import { SortableTh } from './SortableTh';

/** A list screen made of the kit: title, a filter, a sortable table and its pages. */
function ListScreen() {
  const [sort, setSort] = useState('name');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return (
    <main>
      <PageHeader title="Shipping item presets" description="Presets of Melbourne DC" />
      <DebouncedTextInput label="Search" value={search} onChange={setSearch} />
      <Table aria-label="Presets">
        <Table.Thead>
          <Table.Tr>
            <SortableTh sortKey="name" sort={sort} onSort={setSort}>
              Name
            </SortableTh>
            <SortableTh sortKey="weight" sort={sort} onSort={setSort} align="right">
              Weight
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Medium carton</Table.Td>
            <Table.Td>4 kg</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <ListFooter
        result={{ total: 75, offset: page * 30, pageSize: 30, numPages: 3, items: new Array(30).fill(null) }}
        onPage={setPage}
        noun="presets"
      />
    </main>
  );
}

describe('list-screen kit accessibility', () => {
  it('has no WCAG 2.1 A or AA violation', async () => {
    const { container } = renderWithProviders(<ListScreen />);
    await expectNoAxeViolations(container);
  });

  it('has one h1, a labelled table, and aria-sort on the sorted column only', async () => {
    renderWithProviders(<ListScreen />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Shipping item presets',
    ]);
    const table = screen.getByRole('table', { name: 'Presets' });
    const [name, weight] = screen.getAllByRole('columnheader');
    expect(table).toBeTruthy();
    expect(name?.getAttribute('aria-sort')).toBe('ascending');
    expect(weight?.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('descending');
  });

  it('names every page control and marks the current page, inside a navigation landmark', async () => {
    renderWithProviders(<ListScreen />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(pages);
  });

  it('announces the count of a new page politely', () => {
    renderWithProviders(<ListScreen />);
    const status = screen.getByText('Showing 31–60 of 75 presets');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });
});
