import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { quoteRequestKeys, quotes, quoteSets } from '../../db/schema';
import { asyncCommit } from '../../platform/db/async-commit';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteSetRow = typeof quoteSets.$inferSelect;

/*
 * Quote sets and concurrency keys are transient: anything that relies on one (an estimate, a consignment) is
 * priced again or commits synchronously itself, so a statement saving one alone commits asynchronously
 * (`asyncCommit`); a crash loses at most the last fraction of a second of them and the shipper gets quotes again.
 */

const claimStatement = perDatabase((db) =>
  db
    .insert(quoteRequestKeys)
    .values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      requestId: sql.placeholder('requestId'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .onConflictDoUpdate({
      target: [quoteRequestKeys.userId, quoteRequestKeys.key],
      set: { requestId: sql`excluded.request_id`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ asyncCommit })
    .prepare('quotes_claim_key'),
);

/**
 * Records this request as the latest under the user's concurrency key, replacing any pending one. Runs on its
 * own (never in a transaction), committed asynchronously.
 */
export async function claimConcurrencyKey(
  db: DbOrTx,
  userId: string,
  key: string,
  requestId: string,
  now: Date,
) {
  await claimStatement(db).execute({ userId, key, requestId, updatedAt: now });
}

export interface Claim {
  userId: string;
  key: string;
  requestId: string;
}

// [property, column] pairs of the quotes table, read once
const columnPairs = Object.entries(getTableColumns(quotes)).map(
  ([key, column]) => [key, column.name] as const,
);

/** Rows as json_populate_recordset reads them: keyed by column name. */
const asRecords = (rows: readonly QuoteRow[]) =>
  rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columnPairs) record[column] = row[key as keyof QuoteRow];
    return record;
  });

const placeholder = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** How a set is saved: under a claim or not; in a transaction of its own (committed asynchronously) or not. */
export interface SaveMode {
  claim: Claim | null;
  standalone: boolean;
}

/** The insert of a set and its quotes as one statement, with or without the check of a claim. */
function prepareInsert(db: DbOrTx, claimed: boolean, standalone: boolean) {
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
        where exists (select 1 from saved) and ${standalone ? asyncCommit : sql`true`}`,
    )
    .returning({ id: quotes.id })
    .prepare(`quotes_insert${claimed ? '_claimed' : ''}_set${standalone ? '_alone' : ''}`);
}

// Built once per database handle and variant.
const insertStatements = perDatabase(() => new Map<string, ReturnType<typeof prepareInsert>>());

/**
 * Saves a quote set and its quotes in one statement (one round trip, atomic): the set is inserted in a CTE, the
 * quotes from one JSON parameter. With a claim, the set is inserted only while the claim is still the latest
 * under its key, and then no quote is either. False when superseded. Standalone, it commits asynchronously.
 */
export async function insertQuoteSet(
  db: DbOrTx,
  set: QuoteSetRow,
  rows: readonly QuoteRow[],
  { claim, standalone }: SaveMode,
): Promise<boolean> {
  const variants = insertStatements(db);
  const variant = `${claim !== null}:${standalone}`;
  const statement = variants.get(variant) ?? prepareInsert(db, claim !== null, standalone);
  variants.set(variant, statement);
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

const siteQuoteStatement = perDatabase((db) =>
  db
    .select({
      id: quotes.id,
      quoteSetId: quotes.quoteSetId,
      agreedServiceId: quotes.agreedServiceId,
      carrierId: quotes.carrierId,
      dispatchDate: quoteSets.dispatchDate,
      senderZone: quoteSets.senderZone,
      receiverZone: quoteSets.receiverZone,
    })
    .from(quotes)
    .innerJoin(quoteSets, eq(quoteSets.id, quotes.quoteSetId))
    .where(and(eq(quotes.id, sql.placeholder('quoteId')), eq(quoteSets.siteId, sql.placeholder('siteId'))))
    .limit(1)
    .prepare('quotes_site_quote'),
);

/** A quote of one of the site's quote sets, with what its set was asked for; null when not the site's. */
export async function findSiteQuote(db: DbOrTx, siteId: number, quoteId: string) {
  const [row] = await siteQuoteStatement(db).execute({ siteId, quoteId });
  return row ?? null;
}
