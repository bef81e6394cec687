import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Australian localities (suburb, postcode, state) with coordinates and the carriers' charge zone. */
export const localities = pgTable(
  'localities',
  {
    id: integer('id').primaryKey(),
    suburb: text('suburb').notNull(),
    postcode: text('postcode').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    chargeZone: text('charge_zone'),
  },
  (t) => [index('localities_postcode_idx').on(t.postcode), index('localities_suburb_idx').on(t.suburb)],
);
