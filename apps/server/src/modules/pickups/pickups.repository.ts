import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MovementType, PickupStatus, SortKey } from '@freight/contracts';
import { pickupRequests, pickups } from '../../db/schema';
import { listPage } from '../../platform/db/list-page';
import { sortOrder } from '../../platform/db/sort-order';
import { firstRow } from '../../platform/db/first-row';
import { perDatabase, preparedRowById } from '../../platform/db/prepared';
import { insertOne } from '../../platform/db/insert-one';
import { updateRow } from '../../platform/db/update-row';
import type { DbOrTx } from '../../platform/db/transaction';

export type PickupRow = typeof pickups.$inferSelect;
export type NewPickup = Omit<typeof pickups.$inferInsert, 'id'>;
export type PickupRequestRow = typeof pickupRequests.$inferSelect;

export async function insertPickup(db: DbOrTx, values: NewPickup): Promise<PickupRow> {
  return insertOne(db, pickups, values, 'pickup');
}

// every view, change and request of a pickup starts with it: built once per handle
const pickupById = preparedRowById(pickups, 'pickups_by_id');

export async function findPickup(db: DbOrTx, id: number): Promise<PickupRow | null> {
  return pickupById(db, id);
}

export async function updatePickup(
  db: DbOrTx,
  id: number,
  changes: Partial<Omit<NewPickup, 'siteId' | 'createdAt' | 'createdBy'>>,
): Promise<PickupRow | null> {
  return updateRow(db, pickups, changes, eq(pickups.id, id));
}

/** Deletes the pickup while it is a draft, in one statement so a request made meanwhile keeps it; false if not. */
export async function deleteDraftPickup(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(pickups)
    .where(and(eq(pickups.id, id), eq(pickups.status, 'draft')))
    .returning({ id: pickups.id });
  return deleted.length > 0;
}

const requestsOfPickup = perDatabase((db) =>
  db
    .select()
    .from(pickupRequests)
    .where(eq(pickupRequests.pickupId, sql.placeholder('pickupId')))
    // superseded ones first, in the order the newer requests replaced them: request times can be equal
    .orderBy(sql`${pickupRequests.supersededAt} asc nulls last`, asc(pickupRequests.createdAt))
    .prepare('pickups_requests_of_pickup'),
);

export async function findRequests(db: DbOrTx, pickupId: number): Promise<PickupRequestRow[]> {
  return requestsOfPickup(db).execute({ pickupId });
}

/** Ends the links of every earlier request of the pickup. */
export async function supersedeRequests(db: DbOrTx, pickupId: number, now: Date): Promise<void> {
  await db
    .update(pickupRequests)
    .set({ supersededAt: now, updatedAt: now })
    .where(and(eq(pickupRequests.pickupId, pickupId), isNull(pickupRequests.supersededAt)));
}

export async function insertRequest(
  db: DbOrTx,
  values: Omit<typeof pickupRequests.$inferInsert, 'id'>,
): Promise<PickupRequestRow> {
  return insertOne(db, pickupRequests, values, 'pickup request');
}

/** A request by its token's hash, whatever its state. */
export async function findRequestByToken(db: DbOrTx, tokenHash: string): Promise<PickupRequestRow | null> {
  return firstRow(db, pickupRequests, eq(pickupRequests.tokenHash, tokenHash));
}

/**
 * Applies a carrier's answer only while the request's links are live and its state allows it, in one statement:
 * of any number of answers at once, the row lock lets exactly the allowed ones through.
 */
export async function answerRequest(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  answer: { confirm: true; reference: string | null } | { confirm: false; reason: string | null },
): Promise<PickupRequestRow | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = and(
    eq(pickupRequests.tokenHash, tokenHash),
    isNull(pickupRequests.supersededAt),
    sql`${pickupRequests.expiresAt} > ${at}`,
  );
  // the carrier's reference or reason: an answer given again may add it when the first came without one
  const given = answer.confirm ? answer.reference : answer.reason;
  const [status, detail] = answer.confirm
    ? (['confirmed', pickupRequests.carrierReference] as const)
    : (['rejected', pickupRequests.rejectReason] as const);
  const [row] = await db
    .update(pickupRequests)
    .set({
      status,
      ...(answer.confirm
        ? { confirmedAt: sql`coalesce(${pickupRequests.confirmedAt}, ${at})` }
        : { rejectedAt: sql`coalesce(${pickupRequests.rejectedAt}, ${at})` }),
      ...(given === null ? {} : answer.confirm ? { carrierReference: given } : { rejectReason: given }),
      updatedAt: now,
    })
    .where(
      and(
        live,
        given === null
          ? eq(pickupRequests.status, 'requested')
          : sql`(${pickupRequests.status} = 'requested' or (${pickupRequests.status} = ${status} and ${detail} is null))`,
      ),
    )
    .returning();
  return row ?? null;
}

export interface PickupFilter {
  siteIds: readonly number[];
  type?: MovementType;
  status?: PickupStatus;
  agreedServiceIds?: readonly number[];
  /** Windows overlapping [from, before). */
  windowFrom?: Date;
  windowBefore?: Date;
}

export type PickupSortKey = 'pickupDate' | 'created' | 'updated' | 'status';
const sortColumns = {
  pickupDate: pickups.windowStartsAt,
  created: pickups.createdAt,
  updated: pickups.updatedAt,
  status: pickups.status,
} as const;

function conditions(filter: PickupFilter): SQL | undefined {
  return and(
    inArray(pickups.siteId, [...filter.siteIds]),
    filter.type ? eq(pickups.type, filter.type) : undefined,
    filter.status ? eq(pickups.status, filter.status) : undefined,
    filter.agreedServiceIds?.length
      ? inArray(pickups.agreedServiceId, [...filter.agreedServiceIds])
      : undefined,
    filter.windowFrom ? gte(pickups.windowEndsAt, filter.windowFrom) : undefined,
    filter.windowBefore ? lt(pickups.windowStartsAt, filter.windowBefore) : undefined,
  );
}

/** One page of pickups (only the columns a list row shows) and the total that match; the id breaks ties. */
export async function searchPickups(
  db: DbOrTx,
  filter: PickupFilter,
  sort: readonly SortKey<PickupSortKey>[],
  page: { limit: number; offset: number },
) {
  if (filter.siteIds.length === 0) return { rows: [], total: 0 };
  const where = conditions(filter);
  return listPage(
    db,
    pickups,
    where,
    db
      .select({
        id: pickups.id,
        siteId: pickups.siteId,
        type: pickups.type,
        status: pickups.status,
        pickupDate: pickups.pickupDate,
        windowStart: pickups.windowStart,
        durationMinutes: pickups.durationMinutes,
        senderName: pickups.senderName,
        reference: pickups.reference,
        service: pickups.service,
        totalItems: sql<number>`(select coalesce(sum((f->>'quantity')::int), 0)::int
          from jsonb_array_elements(${pickups.freight}) f)`,
        // written with table names: a select without joins leaves its columns unqualified
        carrierReference: sql<string | null>`(select r.carrier_reference from ${pickupRequests} r
          where r.pickup_id = ${pickups}.id and r.superseded_at is null limit 1)`,
        createdAt: pickups.createdAt,
        updatedAt: pickups.updatedAt,
      })
      .from(pickups)
      .where(where)
      .$dynamic(),
    sortOrder(sort, sortColumns, pickups.id),
    page,
  );
}

export type PickupListRow = Awaited<ReturnType<typeof searchPickups>>['rows'][number];
