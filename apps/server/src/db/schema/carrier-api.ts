import { index, pgTable } from 'drizzle-orm/pg-core';
import { apiKeyColumns } from './api-key-columns';
import { carriers } from './carriers';
import { serialId, parentId } from './columns';

/**
 * Keys a carrier's systems call the carrier API with (DESIGN 5b). Several may be live at once so a carrier can
 * rotate without a gap.
 */
export const carrierApiKeys = pgTable(
  'carrier_api_keys',
  {
    id: serialId(),
    carrierId: parentId('carrier_id', () => carriers.id),
    ...apiKeyColumns(),
  },
  (t) => [index('carrier_api_keys_carrier_idx').on(t.carrierId)],
);
