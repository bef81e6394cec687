import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ListFooter } from './ListFooter';

const page = (length: number) => Array.from({ length }, (_, i) => i);
/** A footer of one page of `count` entries, with no page size to choose. */
const singlePageOf = (count: number) =>
  renderWithProviders(
    <ListFooter
      result={{ items: page(count), total: count, offset: 0, pageSize: 30, numPages: 1 }}
      onPage={vi.fn()}
      noun="entries"
    />,
  );

describe('the paging footer', () => {
  it('offers 30, 50 and 100 per page, shows the size asked for, and gives the one chosen (V07)', async () => {
    const onPageSize = vi.fn();
    renderWithProviders(
      <ListFooter
        result={{ items: page(50), total: 120, offset: 0, pageSize: 50, numPages: 3 }}
        onPage={vi.fn()}
        noun="estimates"
        pageSize={50}
        onPageSize={onPageSize}
      />,
    );
    const perPage = screen.getByLabelText('Per page', { selector: 'input' }) as HTMLInputElement;
    expect(perPage.value).toBe('50');
    await userEvent.click(perPage);
    const choices = await screen.findAllByRole('option', { hidden: true });
    expect(choices.map((choice) => choice.textContent)).toEqual(['30', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '100', hidden: true }));
    expect(onPageSize).toHaveBeenCalledWith(100);
  });

  it('counts one item in the singular', () => {
    singlePageOf(1);
    expect(screen.getByText('Showing 1–1 of 1 entry')).toBeTruthy();
  });

  it('numbers the pages by the size asked for', async () => {
    const onPage = vi.fn();
    renderWithProviders(
      <ListFooter
        result={{ items: page(20), total: 120, offset: 100, pageSize: 30, numPages: 3 }}
        onPage={onPage}
        noun="orders"
        pageSize={50}
        onPageSize={vi.fn()}
      />,
    );
    expect(screen.getByText('Showing 101–120 of 120 orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPage).toHaveBeenCalledWith(0);
  });

  it('goes to the last page from a page past it, whose rows were taken away since', () => {
    const onPage = vi.fn();
    renderWithProviders(
      <ListFooter
        result={{ items: [], total: 41, offset: 60, pageSize: 30, numPages: 2 }}
        onPage={onPage}
        noun="consignments"
        pageSize={30}
        onPageSize={vi.fn()}
      />,
    );
    expect(onPage).toHaveBeenCalledWith(1);
    expect(screen.queryByText(/Showing 61/)).toBeNull();
  });

  it('counts "1000+" when the server stopped counting, and keeps the size choice on a single page', () => {
    renderWithProviders(
      <ListFooter
        result={{ items: page(30), total: 1000, capped: true, offset: 0, pageSize: 30, numPages: 1 }}
        onPage={vi.fn()}
        noun="manifests"
        pageSize={30}
        onPageSize={vi.fn()}
      />,
    );
    expect(screen.getByText('Showing 1–30 of 1000+ manifests')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByLabelText('Per page', { selector: 'input' })).toBeTruthy();
  });

  it('offers no size choice where the list has a fixed page size', () => {
    singlePageOf(2);
    expect(screen.queryByLabelText('Per page')).toBeNull();
  });
});
