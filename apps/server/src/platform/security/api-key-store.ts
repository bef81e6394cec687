import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error';
import { perDatabase } from '../db/prepared';
import type { DbOrTx } from '../db/transaction';
import { hashToken, randomToken } from './tokens';

/** A table of apiKeyColumns (db/schema/api-key-columns.ts) with a serial id and its owner's id. */
type KeyTable<O extends string> = PgTable &
  Record<'id' | O | 'label' | 'keyPrefix' | 'keyHash' | 'createdAt' | 'lastUsedAt' | 'revokedAt', PgColumn>;

/** How often a key's use is recorded, so a busy integration does not write on every call. */
export const KEY_USE_RECORDED_EVERY_MS = 60_000;

interface KeyStoreSpec<T extends KeyTable<O>, O extends string> {
  table: T;
  /** The column naming whom a key acts for (a carrier, a site). */
  owner: O;
  /** Keys start with it, so they read as what they are in logs and secret scanners. */
  prefix: string;
  /** What a key is called in answers: "carrier", "site". */
  kind: string;
}

/** A key as lists show it: never its hash. */
export interface ListedKey {
  id: number;
  label: string;
  keyPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

interface LiveKey {
  id: number;
  ownerId: number;
  lastUsedAt: Date | null;
}

/**
 * The key model carrier and site API keys share (DESIGN 5b): a key is shown once and only its hash kept, several
 * may be live at once, a revoked one stays for the record, and use is recorded at most once a minute.
 */
export function apiKeyStore<T extends KeyTable<O>, O extends string>({
  table,
  owner,
  prefix,
  kind,
}: KeyStoreSpec<T, O>) {
  // Drizzle cannot check values against a table it knows only by its key columns; these are those columns' values
  const setting = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  const shownPrefixLength = prefix.length + 6;
  // every request with a key asks this: one prepared statement per database handle
  const liveKey = perDatabase((db) =>
    db
      .select({ id: table.id, ownerId: table[owner], lastUsedAt: table.lastUsedAt })
      .from(table as PgTable)
      .where(and(eq(table.keyHash, sql.placeholder('keyHash')), isNull(table.revokedAt)))
      .limit(1)
      .prepare(`${kind}_api_live_key`),
  );

  /** Records use, checked again here as two requests may both have found it stale. */
  async function touch(db: DbOrTx, id: number, now: Date) {
    await db
      .update(table)
      .set(setting({ lastUsedAt: now }))
      .where(
        and(
          eq(table.id, id),
          or(isNull(table.lastUsedAt), lt(table.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`)),
        ),
      );
  }

  return {
    /** Mints a key for the owner; the key itself is in the answer only. */
    async issue(db: DbOrTx, ownerId: number, label: string): Promise<{ id: number; key: string }> {
      const key = `${prefix}${randomToken()}`;
      const [row] = await db
        .insert(table)
        .values({
          [owner]: ownerId,
          label: label.trim() || 'API key',
          keyPrefix: key.slice(0, shownPrefixLength),
          keyHash: hashToken(key),
        } as PgInsertValue<T>)
        .returning({ id: table.id });
      if (!row) throw new Error(`${kind} API key insert returned no row`);
      return { id: row.id as number, key };
    },

    /** Revokes a live key; 404 when there is none of that id. */
    async revoke(db: DbOrTx, id: number, now: Date): Promise<void> {
      const rows = await db
        .update(table)
        .set(setting({ revokedAt: now }))
        .where(and(eq(table.id, id), isNull(table.revokedAt)))
        .returning({ id: table.id });
      if (rows.length === 0) throw AppError.notFound(`No live ${kind} API key ${id}`);
    },

    /** The owner's keys, newest first, without their hashes. */
    async list(db: DbOrTx, ownerId: number): Promise<ListedKey[]> {
      const rows = await db
        .select({
          id: table.id,
          label: table.label,
          keyPrefix: table.keyPrefix,
          createdAt: table.createdAt,
          lastUsedAt: table.lastUsedAt,
          revokedAt: table.revokedAt,
        })
        .from(table as PgTable)
        .where(eq(table[owner], ownerId))
        .orderBy(desc(table.id));
      return rows as ListedKey[];
    },

    /** The live key presented, or null; its use recorded when the last record is a minute old. */
    async find(db: DbOrTx, key: string, now: Date): Promise<{ id: number; ownerId: number } | null> {
      if (!key.startsWith(prefix) || key.length > 200) return null;
      const [found] = (await liveKey(db).execute({ keyHash: hashToken(key) })) as LiveKey[];
      if (!found) return null;
      // the key's row says when it was last recorded: most requests need no second statement
      const recorded = found.lastUsedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
      if (now.getTime() - recorded >= KEY_USE_RECORDED_EVERY_MS) await touch(db, found.id, now);
      return { id: found.id, ownerId: found.ownerId };
    },
  };
}
