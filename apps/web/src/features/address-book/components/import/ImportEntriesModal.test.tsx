import type { Address, Entry } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi } from '../../../../testing/fake-api';
import { site } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { ImportEntriesModal } from './ImportEntriesModal';

const richmond = {
  id: '4719',
  suburb: 'Richmond',
  postcode: '3121',
  state: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  chargeZone: 'V1',
  label: 'Richmond VIC 3121',
};

const address: Address = {
  id: '0b6f6c0e-8f53-4a8e-9d0c-2f1f2d7e6a11',
  line1: '1 Road',
  line2: null,
  locality: 'Richmond',
  postcode: '3121',
  subdivision: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  from: 'estimate',
  gnafId: null,
  localityId: '4719',
};

const entry = (id: string, name: string, quickAccessCode: string | null = null): Entry => ({
  id,
  siteId: '1',
  name,
  quickAccessCode,
  location: { address, line2: null, residential: false },
  preventConsolidation: false,
  requiresDeliveryTimeSlot: false,
  pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
  operatingHours: null,
  contactSuggestions: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const csv = [
  'name,line1,suburb,state,postcode,quickAccessCode,contactName,contactPhone',
  'Good One,1 Road,Richmond,VIC,3121,,Ann,03 9000 0000',
  ',2 Road,Richmond,VIC,3121,,,',
  'Lost,3 Road,Nowhere,VIC,3999,,,',
  'Taken,4 Road,Richmond,VIC,3121,TAKEN,,',
  'Refused Contact,5 Road,Richmond,VIC,3121,,Bo,03 9000 0001',
].join('\n');

function fakeAddressBook() {
  let nextId = 100;
  return installFakeApi({
    'GET /api/auth/csrf': () => ({ body: { csrfToken: 'token' } }),
    'GET /api/address/localities': () => ({ body: { data: [richmond] } }),
    // the site already has an entry coded TAKEN
    'GET /api/address-book/v0/entries': () => ({
      body: { data: [entry('9', 'Old', 'TAKEN')], meta: { totalItems: 1, startIndex: 0, itemsPerPage: 1 } },
    }),
    'POST /api/address/v0/addresses': () => ({ status: 201, body: { data: address } }),
    'POST /api/address-book/v0/entries': ({ body }) => {
      const name = (body as { data: { attributes: { name: string } } }).data.attributes.name;
      return { status: 201, body: { data: entry(String(nextId++), name) } };
    },
    'POST /api/address-book/v0/entries/100/contacts': () => ({
      status: 201,
      body: {
        data: {
          id: '1',
          name: 'Ann',
          phone: '03 9000 0000',
          email: null,
          deliveryInstructions: { specialInstructions: null, authorityToLeave: false },
        },
      },
    }),
    'POST /api/address-book/v0/entries/101/contacts': () => ({
      status: 422,
      body: apiErrorBody(422, 'validation', 'must have 10 digits', '/data/attributes/phone'),
    }),
    'DELETE /api/address-book/v0/entries/101': () => ({ status: 204 }),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function upload(text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([text], 'entries.csv', { type: 'text/csv' }));
}

describe('address book import (document 3, 2)', () => {
  it('offers the template for download', () => {
    installFakeApi({});
    renderWithProviders(
      <ImportEntriesModal site={site('1', 'Melbourne DC')} opened onClose={() => undefined} />,
    );
    const link = screen.getByRole('link', { name: 'Download the template' });
    expect(link.getAttribute('download')).toBe('address-book-import-template.csv');
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('name,line1,suburb,state,postcode');
  });

  it('checks every row, creates only the good ones, and explains each row that was not imported', async () => {
    const { requests } = fakeAddressBook();
    renderWithProviders(
      <ImportEntriesModal site={site('1', 'Melbourne DC')} opened onClose={() => undefined} />,
    );
    await upload(csv);

    expect(await screen.findByText('5 rows: 2 ready to import, 3 rows with problems.')).toBeTruthy();
    // nothing is created while the rows are checked
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    const table = screen.getByRole('table', { name: 'Import rows' });
    expect(within(table).getByText('name: Cannot be blank')).toBeTruthy();
    expect(within(table).getByText('suburb: Nowhere VIC 3999 is not a known locality')).toBeTruthy();
    expect(within(table).getByText('quickAccessCode: Code already exists, try a different one')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 entries' }));
    expect(await screen.findByText(/1 entry created\. 4 rows not imported/)).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Import rows' })).getByText('phone: Must have 10 digits'),
    ).toBeTruthy();

    const created = requests.filter((r) => r.method === 'POST' && r.path === '/api/address-book/v0/entries');
    expect(
      created.map((r) => (r.body as { data: { attributes: { name: string } } }).data.attributes.name),
    ).toEqual(['Good One', 'Refused Contact']);
    // the entry whose contact was refused is taken back out, so a failed row leaves nothing
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'DELETE' && r.path === '/api/address-book/v0/entries/101'),
      ).toBe(true),
    );
  });

  it('refuses a file without the required columns', async () => {
    installFakeApi({});
    renderWithProviders(
      <ImportEntriesModal site={site('1', 'Melbourne DC')} opened onClose={() => undefined} />,
    );
    await upload('name,phone\nA,1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file has no line1, suburb, state, postcode column. Start from the template.',
    );
  });
});
