import type { Address, Entry } from '@freight/contracts';

/** A residential entry of site 1 at the address, with no code, contacts or operating hours. */
export const residentialEntry = (id: string, name: string, address: Address): Entry => ({
  id,
  siteId: '1',
  name,
  quickAccessCode: null,
  location: { address, line2: null, residential: true },
  preventConsolidation: false,
  requiresDeliveryTimeSlot: false,
  pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
  operatingHours: null,
  contactSuggestions: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
