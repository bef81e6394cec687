import type { Entry } from '@freight/contracts';
import { fireEvent, waitFor } from '@testing-library/react';
import { installFakeApi } from './fake-api';
import { optionsOf } from './choose-option';
import { richmondAddress } from './fixtures';

/** An address book entry of site 1, with one contact. */
export function addressBookEntry(overrides: Partial<Entry> = {}): Entry {
  return {
    id: '11',
    siteId: '1',
    name: 'Harbour City Wines',
    quickAccessCode: 'HCW',
    location: { address: richmondAddress, line2: null, residential: false },
    preventConsolidation: false,
    requiresDeliveryTimeSlot: false,
    pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
    operatingHours: null,
    contactSuggestions: [
      {
        id: '12',
        name: 'Luca Rossi',
        phone: '02 9660 1455',
        email: 'luca@harbourcitywines.example',
        deliveryInstructions: { specialInstructions: null, authorityToLeave: false },
      },
    ],
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    ...overrides,
  };
}

/** The address book answers its search with these entries. */
export const answeringEntries = (entries: Entry[]) =>
  installFakeApi({
    'GET /api/address-book/v0/entries': () => ({
      body: { data: entries, meta: { totalItems: entries.length, startIndex: 0, itemsPerPage: 20 } },
    }),
  });

/** Picks the entry named in an address book entry picker, once the address book has listed it. */
export async function pickEntry(picker: HTMLElement, name: string): Promise<void> {
  const option = await waitFor(async () => {
    const found = (await optionsOf(picker)).find((o) => o.textContent?.startsWith(name));
    if (!found) throw new Error('not listed yet');
    return found;
  });
  fireEvent.click(option);
}
