import { index, pgTable } from 'drizzle-orm/pg-core';
import { apiKeyColumns } from './api-key-columns';

import { siteRow } from './site-column';

/**
 * Keys a site's own systems (its order system, later its print agent) call the API with (DESIGN 5b): the carrier
 * key model scoped to one site.
 */
export const siteApiKeys = pgTable(
  'site_api_keys',
  {
    ...siteRow(),
    ...apiKeyColumns(),
  },
  (t) => [index('site_api_keys_site_idx').on(t.siteId)],
);
