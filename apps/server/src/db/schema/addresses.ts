import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AddressSource } from '@freight/contracts';
import { localities } from './localities';
import { uuidId, createdAt, requiredId } from './columns';

/**
 * Addresses are immutable values: a change of address is a new address. Each is readable by the
 * organisations of the user who created it (entries and consignments of other organisations never see it).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuidId(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    localityId: requiredId('locality_id', () => localities.id),
    locality: text('locality').notNull(),
    postcode: text('postcode').notNull(),
    subdivision: text('subdivision').notNull(),
    countryId: text('country_id').notNull(),
    timeZone: text('time_zone').notNull(),
    source: text('source', { enum: ['estimate', 'suggestion'] })
      .$type<AddressSource>()
      .notNull(),
    gnafId: text('gnaf_id'),
    organisationIds: integer('organisation_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_locality_idx').on(t.localityId)],
);
