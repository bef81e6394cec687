import type { ConsignmentSummary } from '@freight/contracts';

const address = (locality: string, subdivision: string, postcode: string) => ({
  id: `a-${postcode}`,
  line1: '1 Main St',
  line2: null,
  locality,
  postcode,
  subdivision,
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  from: 'suggestion' as const,
  gnafId: null,
  localityId: `l-${postcode}`,
});

/** A search result as the service answers it, for the search feature's tests. */
export function searchResult(
  id: string,
  consignmentNo: string,
  over: Partial<ConsignmentSummary> = {},
): ConsignmentSummary {
  return {
    id,
    type: 'outbound',
    consignmentNo,
    previousConsignmentNumbers: [],
    updated: '2026-03-05T01:00:00Z',
    dispatchDate: '2026-03-06',
    sender: { name: 'Melbourne DC dock', address: address('Melbourne', 'VIC', '3000') },
    receiver: { name: 'Osborne Park Electrical', address: address('Osborne Park', 'WA', '6017') },
    agreedService: {
      id: '4',
      name: 'Road',
      carrierName: 'Test Road Co',
      carrierServiceId: 'ROAD',
      providerType: 'direct',
    },
    carrier: { id: '2', name: 'Test Road Co' },
    manifest: null,
    transfer: null,
    estimatedTimeOfArrival: null,
    references: [],
    itemQuantity: 1,
    volume: 24_000_000,
    weight: 10_000,
    organisation: { id: '1', name: 'Demo Freight Co' },
    site: { id: '1', name: 'Melbourne DC' },
    pallets: null,
    hasDangerousGoods: false,
    issues: [],
    isFullyDelivered: false,
    manifestTransferable: false,
    tracking: { latestEvent: null },
    ...over,
  };
}
