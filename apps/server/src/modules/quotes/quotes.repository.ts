import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { quoteRequestKeys, quotes, quoteSets } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteSetRow = typeof quoteSets.$inferSelect;

/** Records this request as the latest under the user's concurrency key, replacing any pending one. */
export async function claimConcurrencyKey(
  db: DbOrTx,
  userId: string,
  key: string,
  requestId: string,
  now: Date,
) {
  await db
    .insert(quoteRequestKeys)
    .values({ userId, key, requestId, updatedAt: now })
    .onConflictDoUpdate({
      target: [quoteRequestKeys.userId, quoteRequestKeys.key],
      set: { requestId, updatedAt: now },
    });
}

export interface Claim {
  userId: string;
  key: string;
  requestId: string;
}

const columnNames: Record<string, string> = Object.fromEntries(
  Object.entries(getTableColumns(quotes)).map(([key, column]) => [key, column.name]),
);

/** Rows as json_populate_recordset reads them: keyed by column name. */
const asRecords = (rows: readonly QuoteRow[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [columnNames[key] ?? key, value])),
  );

const placeholder = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** The insert of a set and its quotes as one statement, with or without the check of a claim. */
function prepareInsert(db: DbOrTx, claimed: boolean) {
  const latest = claimed
    ? sql`exists (select 1 from ${quoteRequestKeys} where ${quoteRequestKeys.userId} = ${placeholder('userId', 'uuid')}
        and ${quoteRequestKeys.key} = ${placeholder('key', 'text')} and ${quoteRequestKeys.requestId} = ${placeholder('requestId', 'uuid')})`
    : sql`true`;
  const saved = db.$with('saved', { id: sql<string>`id` }).as(
    sql`insert into ${quoteSets} (id, site_id, user_id, consignment_id, dispatch_date, sender_zone, receiver_zone, created_at)
      select ${placeholder('id', 'uuid')}, ${placeholder('siteId', 'integer')}, ${placeholder('userId', 'uuid')},
        ${placeholder('consignmentId', 'text')}, ${placeholder('dispatchDate', 'date')}, ${placeholder('senderZone', 'text')},
        ${placeholder('receiverZone', 'text')}, ${placeholder('createdAt', 'timestamptz')}
      where ${latest}
      returning id`,
  );
  // a finished request lets its key go, so keys never pile up; a newer claim has already replaced an older one
  const released = db.$with('released', { n: sql<number>`n` }).as(
    sql`delete from ${quoteRequestKeys} where ${quoteRequestKeys.userId} = ${placeholder('userId', 'uuid')}
      and ${quoteRequestKeys.key} = ${placeholder('key', 'text')}
      and ${quoteRequestKeys.requestId} = ${placeholder('requestId', 'uuid')}
      returning 1 as n`,
  );
  return db
    .with(...(claimed ? [saved, released] : [saved]))
    .insert(quotes)
    .select(
      sql`select r.* from json_populate_recordset(null::quotes, ${placeholder('quotes', 'json')}) r
        where exists (select 1 from saved)`,
    )
    .returning({ id: quotes.id })
    .prepare(claimed ? 'quotes_insert_claimed_set' : 'quotes_insert_set');
}

// Built once per database handle and variant.
const insertStatements = new WeakMap<DbOrTx, Map<boolean, ReturnType<typeof prepareInsert>>>();

/**
 * Saves a quote set and its quotes in one statement (one round trip, atomic): the set is inserted in a CTE, the
 * quotes from one JSON parameter. With a claim, the set is inserted only while the claim is still the latest
 * under its key, and then no quote is either. False when superseded.
 */
export async function insertQuoteSet(
  db: DbOrTx,
  set: QuoteSetRow,
  rows: readonly QuoteRow[],
  claim: Claim | null,
): Promise<boolean> {
  const variants = insertStatements.get(db) ?? new Map<boolean, ReturnType<typeof prepareInsert>>();
  insertStatements.set(db, variants);
  const statement = variants.get(claim !== null) ?? prepareInsert(db, claim !== null);
  variants.set(claim !== null, statement);
  const inserted = await statement.execute({
    ...set,
    createdAt: set.createdAt.toISOString(),
    key: claim?.key ?? null,
    requestId: claim?.requestId ?? null,
    quotes: JSON.stringify(asRecords(rows)),
  });
  // a set of no quotes (a site without services) cannot tell; saving nothing then loses nothing
  return rows.length === 0 || inserted.length === rows.length;
}

export async function findQuotesOfSet(db: DbOrTx, quoteSetId: string): Promise<QuoteRow[]> {
  return db.select().from(quotes).where(eq(quotes.quoteSetId, quoteSetId)).orderBy(asc(quotes.rank));
}

export async function findQuotesOfSets(db: DbOrTx, quoteSetIds: readonly string[]): Promise<QuoteRow[]> {
  if (quoteSetIds.length === 0) return [];
  return db
    .select()
    .from(quotes)
    .where(inArray(quotes.quoteSetId, [...quoteSetIds]))
    .orderBy(asc(quotes.quoteSetId), asc(quotes.rank));
}
