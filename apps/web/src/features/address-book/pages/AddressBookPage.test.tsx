import type { EntryListItem } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorBody } from '../../../testing/fake-api';
import { richmondAddress, site } from '../../../testing/fixtures';
import { AddressBookPage } from './AddressBookPage';
import { listScreenStart } from '../../../testing/list-screen-start';
import {
  confirmDeletion,
  expectDeleted,
  expectRow,
  expectSearchFindsNone,
  sortBy,
} from '../../../testing/list-screen-steps';
import { week } from '../testing/week.fixture';

const melbourne = site('1', 'Melbourne DC');
const ENTRIES = '/api/address-book/v0/entries';
const weekday = { open: '08:00', close: '17:00' };

const acme: EntryListItem = {
  id: '301',
  siteId: '1',
  name: 'Acme Fasteners',
  quickAccessCode: 'ACME',
  location: { address: richmondAddress, line2: 'Warehouse 4', residential: false },
  preventConsolidation: true,
  requiresDeliveryTimeSlot: false,
  pallets: { allowedPalletTypes: ['chep'], preferredTransferType: 'carrier' },
  operatingHours: {
    differentEachDay: true,
    operatingDays: week(weekday, { saturday: { open: '09:00', close: '12:00' } }),
  },
  contactSuggestions: [
    {
      id: 'c-1',
      name: 'Priya Shah',
      phone: '0398765432',
      email: null,
      deliveryInstructions: { specialInstructions: null, authorityToLeave: false },
    },
    {
      id: 'c-2',
      name: 'Tom Lee',
      phone: null,
      email: 'tom@example.com',
      deliveryInstructions: { specialInstructions: null, authorityToLeave: false },
    },
  ],
  createdAt: '2026-01-05T00:00:00Z',
  updatedAt: '2026-01-05T00:00:00Z',
};
const home: EntryListItem = {
  ...acme,
  id: '302',
  name: 'Jordan Home',
  quickAccessCode: null,
  location: { address: richmondAddress, line2: null, residential: true },
  preventConsolidation: false,
  pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
  operatingHours: null,
  contactSuggestions: [],
};

const start = listScreenStart(() => <AddressBookPage site={melbourne} creationPrevented={false} />, ENTRIES, [
  acme,
  home,
]);

describe('manage address book', () => {
  it('lists the site’s entries with address, contact, hours and delivery notes', async () => {
    const { listUrls } = start({}, [acme, home], 64);
    await expectRow('Acme Fasteners', [
      'ACME',
      'Warehouse 4',
      '18 Cremorne Street, Richmond VIC 3121',
      '+1 more',
      '0398765432',
      'Mon–Fri 08:00–17:00, Sat 09:00–12:00',
      'No consolidation',
      'Pallets: CHEP',
    ]);
    await expectRow('Jordan Home', ['Residential']);
    expect(screen.getByText('Showing 1–2 of 64 entries')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(listUrls()[0]).toContain('filter[siteId]=1');
    expect(listUrls()[0]).toMatch(/sort=name(&|$)/);
  });

  it('says so when the book is empty, and when a search finds nothing', async () => {
    const { listUrls } = start({}, []);
    expect(await screen.findByText('The address book has no entries yet.')).toBeTruthy();
    const none = 'No entries match your search.';
    await expectSearchFindsNone('Search the address book', 'cremorne', none, listUrls, 'search=cremorne');
  });

  it('sorts by address, then reverses it', async () => {
    const { listUrls } = start();
    await screen.findByText('Acme Fasteners');
    await sortBy(/^Address/, listUrls, 'locality');
    await sortBy(/^Address/, listUrls, '-locality');
    expect(screen.getByRole('columnheader', { name: /^Address/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('deletes an entry once confirmed, and says why one could not be', async () => {
    const { api } = start({
      [`DELETE ${ENTRIES}/301`]: () => ({ status: 204 }),
      [`DELETE ${ENTRIES}/302`]: () => ({
        status: 409,
        body: apiErrorBody(409, 'conflict', 'This entry is used by a carrier service preference'),
      }),
    });
    await expectDeleted(api, `${ENTRIES}/301`, 'Delete Acme Fasteners', {
      title: 'Delete address book entry Acme Fasteners?',
      message:
        'Acme Fasteners, its contacts and any carrier service preference for it will be deleted. This cannot be undone.',
      deleted: 'Acme Fasteners deleted',
    });

    await confirmDeletion('Delete Jordan Home', 'Delete address book entry Jordan Home?');
    expect(await screen.findByText('This entry is used by a carrier service preference')).toBeTruthy();
    expect(screen.queryByText('Jordan Home deleted')).toBeNull();
  });

  it('steps back to the last page when the last entry of a later page is deleted', async () => {
    const firstPage = Array.from({ length: 30 }, (_, i) => ({
      ...acme,
      id: String(400 + i),
      name: `Entry ${i}`,
    }));
    let deleted = false;
    const answer = (items: readonly EntryListItem[], startIndex: number, total: number) => ({
      body: { data: items, meta: { totalItems: total, startIndex, itemsPerPage: 30 } },
    });
    start({
      // the list's offset is read from the URL fetched last: the fake API matches on the path alone
      [`GET ${ENTRIES}`]: () => {
        const url = String(vi.mocked(fetch).mock.calls.at(-1)?.[0]);
        const total = deleted ? 30 : 31;
        if (/[?&]offset=30(&|$)/.test(url)) return answer(deleted ? [] : [home], 30, total);
        return answer(firstPage, 0, total);
      },
      [`DELETE ${ENTRIES}/302`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await screen.findByText('Entry 0');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 31–31 of 31 entries')).toBeTruthy();
    await confirmDeletion('Delete Jordan Home', 'Delete address book entry Jordan Home?');

    expect(await screen.findByText('Showing 1–30 of 30 entries')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The address book has no entries yet.')).toBeNull());
    expect(screen.getByText('Entry 0')).toBeTruthy();
  });

  it('keeps the focus in the list when a row is deleted from the keyboard: on the next row’s Delete', async () => {
    let deleted = false;
    start({
      [`GET ${ENTRIES}`]: () => ({
        body: {
          data: deleted ? [home] : [acme, home],
          meta: { totalItems: deleted ? 1 : 2, startIndex: 0, itemsPerPage: 30 },
        },
      }),
      [`DELETE ${ENTRIES}/301`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const remove = await screen.findByRole('button', { name: 'Delete Acme Fasteners' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete address book entry Acme Fasteners?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByText('Acme Fasteners')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Jordan Home' })),
    );
  });
});
