import type { manifests } from '../../db/schema';

type ManifestValues = typeof manifests.$inferInsert;

/** A manifest row of one outbound consignment from a Melbourne DC, written straight to the table. */
export function manifestRow(
  parties: { siteId: number; organisationId: number; carrierId: number },
  over: Partial<ManifestValues> = {},
): ManifestValues {
  return {
    ...parties,
    organisationName: 'Demo Freight Co',
    siteName: 'Site',
    carrierName: 'Test Road Co',
    carrierAccount: 'ACC-1',
    manifestNumber: 'MAN0000001',
    consignmentType: 'outbound',
    dispatchDate: '2026-03-06',
    senderName: 'Sender',
    dispatchAddress: {
      name: 'DC',
      line1: '1 Long St',
      line2: null,
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
    },
    agreedServices: [{ id: '1', name: 'Road' }],
    agreedServiceIds: [1],
    serviceNames: 'Road',
    consignmentCount: 1,
    itemQuantity: 1,
    volume: 1_000_000,
    weight: 1_000,
    hasDangerousGoods: false,
    ...over,
  };
}
