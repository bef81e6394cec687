import { and, asc, eq, getTableColumns, inArray, sql, type Column } from 'drizzle-orm';
import { z } from 'zod';
import {
  consignmentItems,
  consignmentNumberSequences,
  consignments,
  organisations,
  sites,
  ssccSerialCounters,
} from '../../db/schema';
import { takeCarrierNumbers } from '../../platform/db/carrier-number-sequence';
import { asyncCommit } from '../../platform/db/async-commit';
import { preparedFirstRowOf } from '../../platform/db/first-row';
import { insertOne } from '../../platform/db/insert-one';
import { updateRow } from '../../platform/db/update-row';
import { deleteWhere } from '../../platform/db/delete-where';
import { perDatabase, preparedRowById } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';

export type ConsignmentRow = typeof consignments.$inferSelect;
export type NewConsignment = Omit<typeof consignments.$inferInsert, 'id' | 'version'>;
export type ConsignmentChanges = Partial<
  Omit<NewConsignment, 'siteId' | 'createdAt' | 'createdBy' | 'type' | 'source'>
>;
export type ConsignmentItemRow = typeof consignmentItems.$inferSelect;

export async function insertConsignment(db: DbOrTx, values: NewConsignment): Promise<ConsignmentRow> {
  return insertOne(db, consignments, values, 'consignment');
}

/** Every view, change and document of a consignment starts here, so it is prepared once per connection. */
export const findConsignment: (db: DbOrTx, id: number) => Promise<ConsignmentRow | null> = preparedRowById(
  consignments,
  'consignment_by_id',
);

/** The row locked until the transaction ends, so two changes of one consignment take turns. */
export async function lockConsignment(db: DbOrTx, id: number): Promise<ConsignmentRow | null> {
  const [row] = await db.select().from(consignments).where(eq(consignments.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Applies changes and bumps the version, only while the version is still the one read. */
export async function updateConsignment(
  db: DbOrTx,
  id: number,
  version: number,
  changes: ConsignmentChanges,
): Promise<ConsignmentRow | null> {
  return updateRow(
    db,
    consignments,
    { ...changes, version: sql`${consignments.version} + 1` },
    and(eq(consignments.id, id), eq(consignments.version, version)),
  );
}

export async function deleteConsignment(db: DbOrTx, id: number): Promise<boolean> {
  return deleteWhere(db, consignments, eq(consignments.id, id), consignments.id);
}

/** The carrier's next consignment sequence number, taken in the transaction (see takeCarrierNumbers). */
export function takeConsignmentSequence(db: DbOrTx, carrierId: number): Promise<number> {
  return takeCarrierNumbers(db, consignmentNumberSequences, carrierId);
}

/** Takes `count` numbers of the carrier's sequence at once, answering the last one taken. */
export function takeConsignmentSequences(db: DbOrTx, carrierId: number, count: number): Promise<number> {
  return takeCarrierNumbers(db, consignmentNumberSequences, carrierId, count);
}

const insertedRows = z.object({
  rows: z.array(z.object({ id: z.coerce.number(), consignment_no: z.string(), version: z.coerce.number() })),
});

/** A value as `jsonb_populate_recordset` reads it: jsonb columns as they are, times as ISO text. */
const recordValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Many consignments in one statement with one parameter: the rows travel as one JSON array that the database
 * unpacks into the table's row type, rather than as tens of thousands of bound parameters. Columns not given
 * take their defaults. Answers each row's id, number and version, in the order given.
 */
export async function insertConsignmentsAsRecords(db: DbOrTx, values: readonly NewConsignment[]) {
  const [first] = values;
  if (!first) return [];
  const columns: Record<string, Column> = getTableColumns(consignments);
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const names = keys.map((key) => columns[key]?.name ?? key);
  const records = values.map((value) =>
    Object.fromEntries(
      keys.map((key, i) => {
        return [names[i], recordValue((value as Record<string, unknown>)[key])];
      }),
    ),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = insertedRows.parse(
    await db.execute(
      sql`insert into consignments (${list})
        select ${list} from jsonb_populate_recordset(null::consignments, ${JSON.stringify(records)}::jsonb)
        returning id, consignment_no, version`,
    ),
  );
  const byNumber = new Map(result.rows.map((row) => [row.consignment_no, row]));
  return values.map((value) => {
    const row = byNumber.get(value.consignmentNo);
    if (!row) throw new Error(`consignment ${value.consignmentNo} was not inserted`);
    return { id: row.id, consignmentNo: row.consignment_no, version: row.version };
  });
}

/**
 * Takes `count` serial references of a company prefix and extension digit, answering the last one taken (the
 * others are the `count - 1` before it). The upsert locks the counter row until the transaction ends, so
 * creations on any number of servers never share a serial, and a rolled-back creation gives its serials back.
 */
export async function takeSsccSerials(
  db: DbOrTx,
  key: { companyPrefix: string; extensionDigit: number },
  count: number,
): Promise<number> {
  const [row] = await db
    .insert(ssccSerialCounters)
    .values({ ...key, lastSerial: count })
    .onConflictDoUpdate({
      target: [ssccSerialCounters.companyPrefix, ssccSerialCounters.extensionDigit],
      set: { lastSerial: sql`${ssccSerialCounters.lastSerial} + ${count}` },
    })
    .returning({ lastSerial: ssccSerialCounters.lastSerial });
  if (!row) throw new Error('no SSCC serial counter');
  return row.lastSerial;
}

/*
 * A new consignment's serials and number are taken each in a statement of its own before its transaction, so the
 * rows are locked for that statement alone, and committed asynchronously (`asyncCommit`): the consignment's own
 * synchronous commit comes after them in the WAL and makes them durable with it, so a crash can lose only a
 * serial or number that no saved consignment carries. Prepared once per connection.
 */
const serialsAlone = perDatabase((db) =>
  db
    .insert(ssccSerialCounters)
    .values({
      companyPrefix: sql.placeholder('companyPrefix'),
      extensionDigit: sql.placeholder('extensionDigit'),
      lastSerial: sql.placeholder('count'),
    })
    .onConflictDoUpdate({
      target: [ssccSerialCounters.companyPrefix, ssccSerialCounters.extensionDigit],
      set: { lastSerial: sql`${ssccSerialCounters.lastSerial} + excluded.last_serial` },
    })
    .returning({ lastSerial: ssccSerialCounters.lastSerial, asyncCommit })
    .prepare('consignments_take_serials_alone'),
);

const numberAlone = perDatabase((db) =>
  db
    .insert(consignmentNumberSequences)
    .values({ carrierId: sql.placeholder('carrierId'), lastValue: 1 })
    .onConflictDoUpdate({
      target: consignmentNumberSequences.carrierId,
      set: { lastValue: sql`${consignmentNumberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: consignmentNumberSequences.lastValue, asyncCommit })
    .prepare('consignments_take_number_alone'),
);

/** `takeSsccSerials` in a statement of its own, outside any transaction (see above). */
export async function takeSsccSerialsAlone(
  db: DbOrTx,
  key: { companyPrefix: string; extensionDigit: number },
  count: number,
): Promise<number> {
  const [row] = await serialsAlone(db).execute({ ...key, count });
  if (!row) throw new Error('no SSCC serial counter');
  return row.lastSerial;
}

/** The carrier's next sequence number in a statement of its own, outside any transaction (see above). */
export async function takeConsignmentSequenceAlone(db: DbOrTx, carrierId: number): Promise<number> {
  const [row] = await numberAlone(db).execute({ carrierId });
  if (!row) throw new Error('no carrier number sequence row');
  return row.lastValue;
}

/** Gives items made without an SSCC the one they now have. */
export async function setItemSsccs(
  db: DbOrTx,
  consignmentId: number,
  items: readonly { lineItemId: string; ordinal: number; sscc: string | null }[],
): Promise<void> {
  for (const item of items)
    await db
      .update(consignmentItems)
      .set({ sscc: item.sscc })
      .where(
        and(
          eq(consignmentItems.consignmentId, consignmentId),
          eq(consignmentItems.lineItemId, item.lineItemId),
          eq(consignmentItems.ordinal, item.ordinal),
        ),
      );
}

const itemsOfConsignment = perDatabase((db) =>
  db
    .select()
    .from(consignmentItems)
    .where(eq(consignmentItems.consignmentId, sql.placeholder('consignmentId')))
    .orderBy(asc(consignmentItems.createdAt), asc(consignmentItems.lineItemId), asc(consignmentItems.ordinal))
    .prepare('consignment_items_of'),
);

export function findItems(db: DbOrTx, consignmentId: number): Promise<ConsignmentItemRow[]> {
  return itemsOfConsignment(db).execute({ consignmentId });
}

export async function insertItems(db: DbOrTx, rows: (typeof consignmentItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(consignmentItems).values(rows);
}

/**
 * Many items of one moment in one statement: each column travels as one array parameter, so a batch of
 * thousands costs the database one insert and the server no per-value statement building.
 */
export async function insertItemColumns(
  db: DbOrTx,
  items: {
    consignmentIds: number[];
    lineItemIds: string[];
    ordinals: number[];
    ssccs: (string | null)[];
  },
  createdAt: Date,
): Promise<void> {
  if (items.consignmentIds.length === 0) return;
  await db.execute(sql`insert into consignment_items (consignment_id, line_item_id, ordinal, sscc, created_at)
    select c, l, o, s, ${createdAt.toISOString()}::timestamptz
    from unnest(${sql.param(items.consignmentIds)}::int[], ${sql.param(items.lineItemIds)}::text[],
      ${sql.param(items.ordinals)}::int[], ${sql.param(items.ssccs)}::text[]) as t(c, l, o, s)`);
}

/** Removes the items no line has any more: those of lines gone, and those past a line's quantity. */
export async function deleteItemsBeyond(
  db: DbOrTx,
  consignmentId: number,
  lines: readonly { id: string; quantity: number }[],
): Promise<void> {
  const wanted = JSON.stringify(lines.map((line) => ({ id: line.id, quantity: line.quantity })));
  await db.delete(consignmentItems).where(
    and(
      eq(consignmentItems.consignmentId, consignmentId),
      sql`not exists (select 1 from json_to_recordset(${wanted}::json) as w(id text, quantity int)
          where w.id = ${consignmentItems.lineItemId} and ${consignmentItems.ordinal} <= w.quantity)`,
    ),
  );
}

/** A site's cost centre rule and its site and organisation names. */
export const findSiteSettings = preparedFirstRowOf(
  {
    name: sites.name,
    costCentreRequired: sites.costCentreRequired,
    costCentres: sites.costCentres,
    transferPolicy: sites.importTransferPolicy,
  },
  sites,
  sites.id,
  'consignments_site_settings',
);

export async function findSiteNames(db: DbOrTx, siteId: number) {
  const [row] = await db
    .select({ name: sites.name, organisationName: organisations.name })
    .from(sites)
    .innerJoin(organisations, eq(organisations.id, sites.organisationId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? null;
}

/** The site's consignments among the ids (others' and missing ones are left out). */
export async function findSiteConsignments(
  db: DbOrTx,
  siteId: number,
  ids: number[],
): Promise<ConsignmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(consignments)
    .where(and(eq(consignments.siteId, siteId), inArray(consignments.id, ids)))
    .orderBy(asc(consignments.id));
}

/** Site, version and item count of the consignments among the ids (missing ones are left out). */
export async function findConsignmentBriefs(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: consignments.id,
      siteId: consignments.siteId,
      version: consignments.version,
      items: consignments.itemQuantity,
    })
    .from(consignments)
    .where(inArray(consignments.id, ids));
}
