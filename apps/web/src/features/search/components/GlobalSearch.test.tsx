import type { ConsignmentSummary } from '@freight/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { rememberRecentlyViewed } from '../lib/recently-viewed';
import { recentEntry, searchResult } from '../lib/search-fixtures';
import { GlobalSearch } from './GlobalSearch';

const SEARCH = 'GET /api/search/v0/consignments';

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function page(rows: ConsignmentSummary[], total: number, offset = 0) {
  return {
    body: {
      data: rows,
      meta: { totalItems: total, startIndex: offset, itemsPerPage: 30 },
      links: { csv: '/api/search/v0/consignments.csv' },
    },
  };
}

function start(
  answer: (query: URLSearchParams) => FakeAnswer,
  siteIds: readonly string[] = ['1', '2'],
  typedBefore?: { initialText: string; autoFocus: boolean },
) {
  const queries: URLSearchParams[] = [];
  const api = installFakeApi({
    [SEARCH]: () => {
      const call = api.fetchMock.mock.calls.at(-1)?.[0];
      const query = new URL(String(call), 'http://localhost').searchParams;
      queries.push(query);
      return answer(query);
    },
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/site/1/home']}>
      <GlobalSearch
        userId="u1"
        siteIds={siteIds}
        heldSiteIds={new Set(siteIds)}
        linkTo={({ id, siteId }) => `/site/${siteId}/consignment/${id}`}
        {...typedBefore}
      />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { queries, input: () => screen.getByRole('combobox', { name: 'Search consignments' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

const thirtyOf = (offset: number) =>
  Array.from({ length: 30 }, (_, i) => searchResult(String(offset + i + 1), `TRC${offset + i + 1}`));

describe('the header search (U01-U16)', () => {
  it('takes over what was typed into the header’s stand-in box before it loaded, and its focus', async () => {
    const { input } = start(() => page([], 0), ['1', '2'], { initialText: 'tr', autoFocus: true });
    expect(input()).toBe(document.activeElement);
    expect(input().getAttribute('value')).toBe('tr');
    expect(await screen.findByText('Enter 3 or more characters')).toBeTruthy();
  });

  it('hints under three characters and asks nothing (U01, U02)', async () => {
    const { queries, input } = start(() => page([], 0));
    expect(input().getAttribute('placeholder')).toBe('Search consignments by number, reference or name');
    await userEvent.type(input(), 'tr');
    expect(await screen.findByText('Enter 3 or more characters')).toBeTruthy();
    expect(queries).toHaveLength(0);
  });

  it('searches 250 ms after typing stops, over the sites given, 30 a page (U03-U05)', async () => {
    const { queries, input } = start(() => page([searchResult('7', 'TRC7')], 1));
    vi.useFakeTimers();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'trc' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input(), { target: { value: 'trc7' } });
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(queries).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]?.get('search')).toBe('trc7');
    expect(queries[0]?.get('filter[site.id]')).toBe('1,2');
    expect(queries[0]?.get('filter[agreedService.id]')).toBe('all');
    expect(queries[0]?.get('page[limit]')).toBe('30');
    expect(queries[0]?.get('page[offset]')).toBe('0');
  });

  it('says no more than 100 sites can be searched, and asks nothing (M59)', async () => {
    const sites = Array.from({ length: 101 }, (_, i) => String(i + 1));
    const { queries, input } = start(() => page([], 0), sites);
    await userEvent.type(input(), 'trc7');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sites selected exceeds maximum of 100. Modify your selection to see different results.',
    );
    expect(queries).toHaveLength(0);
  });

  it('shows the count and each result’s fields with the matched text marked (U06-U15)', async () => {
    const { input } = start(() =>
      page(
        [
          searchResult('7', 'TRC7', {
            type: 'inbound',
            hasDangerousGoods: true,
            references: ['PO-ALPHA'],
            previousConsignmentNumbers: ['OLD-1'],
            site: { id: '2', name: 'Sydney Warehouse' },
            manifest: { id: '3', addedAt: '2026-03-06T00:00:00Z' },
          }),
        ],
        1,
      ),
    );
    await userEvent.type(input(), 'alpha');
    expect(await screen.findByText('1 consignment found')).toBeTruthy();
    const option = screen.getByRole('option');
    expect(within(option).getByText('Manifest created')).toBeTruthy();
    expect(within(option).getByRole('img', { name: 'Inbound' })).toBeTruthy();
    expect(within(option).getByText('Dangerous goods')).toBeTruthy();
    expect(option.textContent).toContain('Melbourne DC dock → Osborne Park Electrical');
    expect(option.textContent).toContain('Sydney Warehouse · 6 Mar 2026 · Test Road Co');
    expect(option.textContent).toContain('Previous number: OLD-1');
    expect(option.querySelector('mark')?.textContent).toBe('ALPHA');
  });

  it('reads the next 30 when scrolled to the end of the list', async () => {
    const { queries, input } = start((query) => {
      const offset = Number(query.get('page[offset]'));
      return page(offset === 0 ? thirtyOf(0) : [searchResult('31', 'TRC31')], 31, offset);
    });
    await userEvent.type(input(), 'trc');
    expect(await screen.findByText('31 consignments found')).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(30);
    const list = screen.getByTestId('global-search-list');
    Object.defineProperties(list, {
      scrollHeight: { value: 2000 },
      clientHeight: { value: 340 },
      scrollTop: { value: 1660, writable: true },
    });
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(31));
    expect(queries.at(-1)?.get('page[offset]')).toBe('30');
  });

  it('moves with the arrows, opens with Enter and closes with Escape; "/" focuses it', async () => {
    const { input } = start(() => page([searchResult('7', 'TRC7'), searchResult('8', 'TRC8')], 2));
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(input());
    await userEvent.type(input(), 'trc');
    await screen.findByText('2 consignments found');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/site/1/consignment/8');
    await userEvent.type(input(), 'trc');
    await screen.findByText('2 consignments found');
    await userEvent.keyboard('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('says "Search is temporarily unavailable." when the search fails (U16)', async () => {
    const { input } = start(() => ({ status: 503, body: { errors: [] } }));
    await userEvent.type(input(), 'trc');
    expect((await screen.findByRole('alert')).textContent).toBe('Search is temporarily unavailable.');
  });
});

describe('a search the service refuses', () => {
  it('stops the box at the longest text the service takes', async () => {
    const { queries, input } = start(() => page([], 0));
    await userEvent.click(input());
    await userEvent.paste('x'.repeat(300));
    expect((input() as HTMLInputElement).value).toHaveLength(100);
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]?.get('search')).toHaveLength(100);
  });

  const refusal = (pointer: string, detail: string) => () => ({
    status: 422,
    body: { errors: [{ status: '422', code: 'invalid', title: 'Invalid', detail, source: { pointer } }] },
  });

  it('says what is wrong with the text rather than that search is unavailable (422)', async () => {
    const { input } = start(refusal('/querystring/search', 'cannot be more than 100 characters'));
    await userEvent.type(input(), 'trc');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Search text cannot be more than 100 characters',
    );
  });

  it('gives any other refusal in the service’s words (422)', async () => {
    const { input } = start(refusal('/querystring/filter[site.id]', 'choose at least one site'));
    await userEvent.type(input(), 'trc');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This search cannot run. Choose at least one site',
    );
  });
});

describe('recently viewed (U17-U26)', () => {
  const remember = (id: string, siteId = '1') => rememberRecentlyViewed('u1', recentEntry(id, siteId));

  it('lists them newest first before typing, read again by their ids; one gone is dropped', async () => {
    remember('1');
    remember('2');
    remember('3');
    const { queries, input } = start(() => page([searchResult('3', 'TRC3'), searchResult('1', 'TRC1')], 2));
    await userEvent.click(input());
    expect(screen.getByText('Recently viewed')).toBeTruthy();
    await screen.findByText('TRC1');
    expect(screen.queryByText('TRC2')).toBeNull();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => within(o).queryByText(/^TRC\d$/)?.textContent)).toEqual(['TRC3', 'TRC1']);
    expect(queries[0]?.get('filter[consignment.id]')).toBe('3,2,1');
    expect(queries[0]?.get('filter[site.id]')).toBe('1');
  });

  it('keeps them with their stored details when the re-fetch fails, and says so (U23, U24)', async () => {
    remember('1');
    remember('2');
    const { input } = start(() => 'network-error');
    await userEvent.click(input());
    expect(await screen.findByText('There was a problem updating recently viewed consignments')).toBeTruthy();
    expect(screen.getAllByText('These details may be out of date.')).toHaveLength(2);
    expect(screen.getAllByRole('option').map((o) => o.textContent?.includes('TRC2'))).toEqual([true, false]);
  });
});
