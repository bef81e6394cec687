import type { ConsignmentSummary, RecentlyViewedEntry } from '@freight/contracts';
import { consignmentSummary } from '../../../testing/fixtures';

/** A search result as the service answers it, for the search feature's tests: one carton by Test Road Co. */
export function searchResult(
  id: string,
  consignmentNo: string,
  over: Partial<ConsignmentSummary> = {},
): ConsignmentSummary {
  return consignmentSummary(id, consignmentNo, {
    agreedService: {
      id: '4',
      name: 'Road',
      carrierName: 'Test Road Co',
      carrierServiceId: 'ROAD',
      providerType: 'direct',
    },
    carrier: { id: '2', name: 'Test Road Co' },
    estimatedTimeOfArrival: null,
    references: [],
    itemQuantity: 1,
    volume: 24_000_000,
    weight: 10_000,
    ...over,
  });
}

/** A consignment as recently viewed keeps it. */
export const recentEntry = (id: string, siteId = '1'): RecentlyViewedEntry => ({
  id,
  type: 'outbound',
  consignmentNo: `TRC${id}`,
  dispatchDate: '2026-03-06',
  references: [],
  issues: [],
  site: { id: siteId },
  carrier: { id: '2', name: 'Test Road Co' },
});
