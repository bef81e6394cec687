import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DebouncedTextInput } from './DebouncedTextInput';
import { ListFooter } from './ListFooter';
import { SortableTh } from './SortableTh';
import { TwoLineCell } from './TwoLineCell';

describe('list footer', () => {
  it('shows a total past the server’s count cap as "1000+", never fewer than the rows shown', () => {
    const items = Array.from({ length: 16 }, (_, i) => i);
    renderWithProviders(
      <ListFooter
        result={{ items, total: 1000, capped: true, offset: 990, pageSize: 30, numPages: 34 }}
        onPage={vi.fn()}
        noun="entries"
      />,
    );
    expect(screen.getByText('Showing 991–1006 of 1000+ entries')).toBeTruthy();
  });

  it('shows an exact total as it is', () => {
    renderWithProviders(
      <ListFooter
        result={{ items: [1, 2], total: 32, offset: 30, pageSize: 30, numPages: 2 }}
        onPage={vi.fn()}
        noun="entries"
      />,
    );
    expect(screen.getByText('Showing 31–32 of 32 entries')).toBeTruthy();
  });
});

describe('sortable column header', () => {
  const header = (sort: string) =>
    renderWithProviders(
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortableTh sortKey="name" sort={sort} onSort={vi.fn()}>
              Name
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );

  it('marks an unsorted column with both directions, not as ascending', () => {
    header('created');
    const th = screen.getByRole('columnheader', { name: /Name/ });
    expect(th.getAttribute('aria-sort')).toBe('none');
    expect(th.textContent).toBe('Name↕');
  });

  it('marks the sorted column with its direction', () => {
    header('-name');
    expect(screen.getByRole('columnheader', { name: /Name/ }).textContent).toBe('Name▼');
  });

  it('may wrap a header of several words between them, but keeps the arrow with the last word', () => {
    renderWithProviders(
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortableTh sortKey="date" sort="-date" onSort={vi.fn()}>
              Dispatch date
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );
    const button = screen.getByRole('button', { name: 'Dispatch date' });
    expect(button.textContent).toBe('Dispatch date▼');
    expect(button.style.whiteSpace).toBe('normal');
    const kept = within(button).getByText('date');
    expect(kept.style.whiteSpace).toBe('nowrap');
    expect(kept.textContent).toBe('date▼');
  });
});

describe('two-line cell', () => {
  it('keeps a floor of 7rem, cuts a long name on one line and reads it whole on hover', () => {
    renderWithProviders(
      <TwoLineCell main="Southern Cross Freight" detail="Southern Cross Freight Overnight" />,
    );
    const main = screen.getByText('Southern Cross Freight');
    expect(main.getAttribute('title')).toBe('Southern Cross Freight');
    expect(screen.getByText('Southern Cross Freight Overnight').getAttribute('title')).toBe(
      'Southern Cross Freight Overnight',
    );
    expect(main.parentElement?.style.minWidth).toBe('7rem');
    // one line with an ellipsis ("Mallee Transp…"), not a clamp that breaks after the first word ("Mallee…")
    expect(main.style.wordBreak).toBe('break-all');
  });
});

describe('a list’s text filter', () => {
  it('takes no more than the 100 characters the server searches by', () => {
    renderWithProviders(<DebouncedTextInput label="Search" value="" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Search' }).getAttribute('maxlength')).toBe('100');
  });
});
