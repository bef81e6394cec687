import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { siteApiKeys } from '../../db/schema/site-api-keys';
import type { DbOrTx } from '../../platform/db/transaction';

export async function insertKey(db: DbOrTx, values: typeof siteApiKeys.$inferInsert) {
  const [row] = await db.insert(siteApiKeys).values(values).returning({ id: siteApiKeys.id });
  if (!row) throw new Error('site API key insert returned no row');
  return row.id;
}

/** The live key with this hash, or null. */
export async function findLiveKey(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ id: siteApiKeys.id, siteId: siteApiKeys.siteId })
    .from(siteApiKeys)
    .where(and(eq(siteApiKeys.keyHash, keyHash), isNull(siteApiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Records use at most once a minute per key, so a busy integration does not write on every call. */
export async function touchKey(db: DbOrTx, id: number, now: Date) {
  await db
    .update(siteApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(siteApiKeys.id, id),
        or(
          isNull(siteApiKeys.lastUsedAt),
          lt(siteApiKeys.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`),
        ),
      ),
    );
}

/** Revokes a live key; answers whether one was revoked. */
export async function revokeKey(db: DbOrTx, id: number, now: Date) {
  const rows = await db
    .update(siteApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(siteApiKeys.id, id), isNull(siteApiKeys.revokedAt)))
    .returning({ id: siteApiKeys.id });
  return rows.length > 0;
}

export async function listKeys(db: DbOrTx, siteId: number) {
  return db
    .select({
      id: siteApiKeys.id,
      label: siteApiKeys.label,
      keyPrefix: siteApiKeys.keyPrefix,
      createdAt: siteApiKeys.createdAt,
      lastUsedAt: siteApiKeys.lastUsedAt,
      revokedAt: siteApiKeys.revokedAt,
    })
    .from(siteApiKeys)
    .where(eq(siteApiKeys.siteId, siteId))
    .orderBy(desc(siteApiKeys.id));
}
