import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  Address,
  CarrierPickup,
  MovementType,
  PickupFreightWire,
  PickupService,
  PickupStatus,
} from '@freight/contracts';
import { uuidId, instant, parentId, timestamps } from './columns';
import { createdBy } from './user-column';
import { siteRow } from './site-column';

/** The sender as the pickup keeps it: the resolved address (or locality) and its charge zone. */
export interface StoredPickupSender {
  name: string;
  address: Address | null;
  locality: { id: string; label: string; suburb: string; postcode: string; state: string } | null;
  chargeZone: string | null;
  residential: boolean;
  contact: { name: string | null; phone: string | null; email: string | null };
  addressBookEntryId: number | null;
  addressBookContactId: number | null;
}

/** A freight line with the charge zone its destination resolved to, for the service evaluation. */
export type StoredPickupFreight = PickupFreightWire & { destinationZone: string | null };

/** Spec 3: a pickup. Created, updated, then requested from one of the site's agreed services. */
export const pickups = pgTable(
  'pickups',
  {
    ...siteRow(),
    type: text('type').$type<MovementType>().notNull(),
    status: text('status').$type<PickupStatus>().notNull().default('draft'),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    /** The window as given (ISO start with the sender's offset), and as instants for filters. */
    windowStart: text('window_start').notNull(),
    windowStartsAt: instant('window_starts_at').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    senderTimeZone: text('sender_time_zone').notNull(),
    sender: jsonb('sender').$type<StoredPickupSender>().notNull(),
    senderName: text('sender_name').notNull(),
    freight: jsonb('freight').$type<StoredPickupFreight[]>().notNull(),
    consignmentIds: jsonb('consignment_ids').$type<number[]>().notNull().default([]),
    hasDangerousGoods: boolean('has_dangerous_goods').notNull().default(false),
    pickupInstructions: text('pickup_instructions'),
    reference: text('reference'),
    /** The service of the latest request, as it was evaluated then. */
    agreedServiceId: integer('agreed_service_id'),
    service: jsonb('service').$type<PickupService>(),
    dangerousGoodsDeclaration: jsonb('dangerous_goods_declaration').$type<{
      excludesDangerousGoods: boolean;
    }>(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('pickups_site_date_idx').on(t.siteId, t.pickupDate.desc(), t.id.desc()),
    index('pickups_site_window_idx').on(t.siteId, t.windowStartsAt),
  ],
);

/**
 * A request of a pickup to a carrier: the links it was sent carry a random token kept here only as its SHA-256.
 * A later request of the same pickup supersedes it; its links then answer as invalid.
 */
export const pickupRequests = pgTable(
  'pickup_requests',
  {
    id: uuidId(),
    pickupId: parentId('pickup_id', () => pickups.id),
    siteId: integer('site_id').notNull(),
    agreedServiceId: integer('agreed_service_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    supersededAt: instant('superseded_at'),
    windowStartsAt: instant('window_starts_at').notNull(),
    status: text('status', { enum: ['requested', 'confirmed', 'rejected'] })
      .notNull()
      .default('requested'),
    confirmedAt: instant('confirmed_at'),
    carrierReference: text('carrier_reference'),
    rejectedAt: instant('rejected_at'),
    rejectReason: text('reject_reason'),
    /** What the carrier's page shows, fixed when the request is sent (no receiver names, no prices). */
    summary: jsonb('summary').$type<Omit<CarrierPickup, 'confirmation' | 'rejection'>>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('pickup_requests_pickup_idx').on(t.pickupId, t.createdAt),
    index('pickup_requests_site_created_idx').on(t.siteId, t.createdAt),
  ],
);
