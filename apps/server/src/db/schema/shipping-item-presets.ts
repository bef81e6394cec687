import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PackagingTypeName } from '@freight/contracts';
import { timestamps } from './columns';
import { siteRow } from './site-column';

/** A site's reusable freight item; millimetres and grams, whole numbers. */
export const shippingItemPresets = pgTable(
  'shipping_item_presets',
  {
    ...siteRow(),
    quickAccessCode: text('quick_access_code').notNull(),
    description: text('description').notNull(),
    packagingType: text('packaging_type').$type<PackagingTypeName>().notNull(),
    length: integer('length'),
    width: integer('width'),
    height: integer('height'),
    weight: integer('weight'),
    ...timestamps(),
  },
  // Codes are unique per site whatever their case; the index also serves the default sort.
  (t) => [uniqueIndex('shipping_item_presets_site_code_idx').on(t.siteId, sql`lower(${t.quickAccessCode})`)],
);
