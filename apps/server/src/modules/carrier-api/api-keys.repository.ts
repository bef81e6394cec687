import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { carrierApiKeys } from '../../db/schema/carrier-api';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';

export async function insertKey(db: DbOrTx, values: typeof carrierApiKeys.$inferInsert) {
  const [row] = await db.insert(carrierApiKeys).values(values).returning({ id: carrierApiKeys.id });
  if (!row) throw new Error('carrier API key insert returned no row');
  return row.id;
}

const liveKey = perDatabase((db) =>
  db
    .select({
      id: carrierApiKeys.id,
      carrierId: carrierApiKeys.carrierId,
      lastUsedAt: carrierApiKeys.lastUsedAt,
    })
    .from(carrierApiKeys)
    .where(and(eq(carrierApiKeys.keyHash, sql.placeholder('keyHash')), isNull(carrierApiKeys.revokedAt)))
    .limit(1)
    .prepare('carrier_api_live_key'),
);

/** The live key with this hash, or null: one prepared statement, as every carrier API request asks it. */
export async function findLiveKey(db: DbOrTx, keyHash: string) {
  const [row] = await liveKey(db).execute({ keyHash });
  return row ?? null;
}

/** How often a key's use is recorded, so a busy integration does not write on every call. */
export const KEY_USE_RECORDED_EVERY_MS = 60_000;

/** Records use at most once a minute per key (checked again here, as two requests may both find it stale). */
export async function touchKey(db: DbOrTx, id: number, now: Date) {
  await db
    .update(carrierApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(carrierApiKeys.id, id),
        or(
          isNull(carrierApiKeys.lastUsedAt),
          lt(carrierApiKeys.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`),
        ),
      ),
    );
}

/** Revokes a live key; answers whether one was revoked. */
export async function revokeKey(db: DbOrTx, id: number, now: Date) {
  const rows = await db
    .update(carrierApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(carrierApiKeys.id, id), isNull(carrierApiKeys.revokedAt)))
    .returning({ id: carrierApiKeys.id });
  return rows.length > 0;
}

export async function listKeys(db: DbOrTx, carrierId: number) {
  return db
    .select({
      id: carrierApiKeys.id,
      label: carrierApiKeys.label,
      keyPrefix: carrierApiKeys.keyPrefix,
      createdAt: carrierApiKeys.createdAt,
      lastUsedAt: carrierApiKeys.lastUsedAt,
      revokedAt: carrierApiKeys.revokedAt,
    })
    .from(carrierApiKeys)
    .where(eq(carrierApiKeys.carrierId, carrierId))
    .orderBy(desc(carrierApiKeys.id));
}
