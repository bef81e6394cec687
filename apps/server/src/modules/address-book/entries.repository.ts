import { and, asc, desc, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { addressBookEntries as entries, sites } from '../../db/schema';
import { perDatabase, preparedRowById } from '../../platform/db/prepared';
import { siteRecords, type RecordPage } from '../../platform/db/site-records';
import { insertOne, insertRows } from '../../platform/db/insert-one';
import type { DbOrTx } from '../../platform/db/transaction';
import type { UsableAddressSource } from '../addresses';

export type EntryRow = typeof entries.$inferSelect;
export type NewEntryRow = Omit<typeof entries.$inferInsert, 'id' | 'createdAt'>;
export type EntrySortKey = 'name' | 'quickAccessCode' | 'locality' | 'postcode' | 'created' | 'updated';

export type Page = RecordPage;

export async function insertEntry(db: DbOrTx, row: NewEntryRow): Promise<EntryRow> {
  return insertOne(db, entries, row, 'entry');
}

/** Many entries in one statement, answered in the order given. */
export async function insertEntries(db: DbOrTx, rows: readonly NewEntryRow[]): Promise<EntryRow[]> {
  return insertRows(db, entries, rows);
}

/**
 * The entries of the site an import's rows may be: holding one of the quick access codes (lower-cased), or
 * one of the names (lower-cased), or at one of the addresses (address keys). Each kind uses its own index.
 */
export async function findImportCandidates(
  db: DbOrTx,
  siteId: number,
  keys: { codes: readonly string[]; names: readonly string[]; addressKeys: readonly string[] },
): Promise<EntryRow[]> {
  const matches = [
    keys.codes.length > 0 ? inArray(sql`lower(${entries.quickAccessCode})`, [...keys.codes]) : undefined,
    keys.names.length > 0 ? inArray(sql`lower(${entries.name})`, [...keys.names]) : undefined,
    keys.addressKeys.length > 0 ? inArray(entries.addressKey, [...keys.addressKeys]) : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return [];
  return db
    .select()
    .from(entries)
    .where(and(eq(entries.siteId, siteId), or(...matches)))
    .orderBy(asc(entries.id));
}

const records = siteRecords(entries);

export const updateEntry: (db: DbOrTx, id: number, row: NewEntryRow) => Promise<EntryRow | null> =
  records.update;
export const deleteEntry = records.remove;

export const findEntry = preparedRowById(entries, 'address_book_entry');

/** The addresses module's subquery of the addresses an organisation may use. */
export type AddressSource = (db: DbOrTx, organisationId: SQLWrapper) => UsableAddressSource;

/**
 * A reader of entries of the site by id, each with its address joined from `addressesOf` (null when the site's
 * organisation may not use it): one statement for the entries a request names, prepared once per handle. It
 * needs the site's id alone, so a request may start it beside its check that the user holds the site.
 */
export function siteEntriesWithAddresses(addressesOf: AddressSource) {
  const statement = perDatabase((db) => {
    const siteId = sql.placeholder('siteId');
    const usable = addressesOf(
      db,
      sql`(select ${sites.organisationId} from ${sites} where ${sites.id} = ${siteId})`,
    );
    return db
      .select({
        id: entries.id,
        name: entries.name,
        addressId: entries.addressId,
        residential: entries.residential,
        address: usable.columns,
      })
      .from(entries)
      .leftJoin(usable.subquery, eq(usable.columns.id, entries.addressId))
      .where(and(sql`${entries.id} = any(${sql.placeholder('ids')}::integer[])`, eq(entries.siteId, siteId)))
      .prepare('address_book_entries_with_addresses');
  });
  return (db: DbOrTx, siteId: number, ids: readonly number[]) =>
    statement(db).execute({ siteId, ids: [...ids] });
}

/** Whether another entry of the site already has the code, whatever its case. */
export const quickAccessCodeTaken = (db: DbOrTx, siteId: number, code: string, exceptId?: number) =>
  records.codeTaken(db, entries.quickAccessCode, siteId, code, exceptId);

/**
 * Entries of the site that may be the one being entered: at the same address (the same address record or the
 * same street address typed again) or with the same name, case aside. Both kinds of match come first.
 */
export async function findDuplicates(
  db: DbOrTx,
  candidate: { siteId: number; name: string; addressId: string | null; addressKey: string | null },
  page: Page,
): Promise<{ rows: EntryRow[]; total: number }> {
  const sameAddress =
    candidate.addressId === null || candidate.addressKey === null
      ? sql`false`
      : or(eq(entries.addressId, candidate.addressId), eq(entries.addressKey, candidate.addressKey));
  const sameName = sql`lower(${entries.name}) = ${candidate.name.toLowerCase()}`;
  const where = and(eq(entries.siteId, candidate.siteId), or(sameAddress, sameName));
  const bothFirst = desc(sql`(${sameAddress}) and ${sameName}`);
  return records.page(db, where, [bothFirst, asc(sql`lower(${entries.name})`), asc(entries.id)], page);
}

export const siteHasEntries = records.siteHasAny;

/** For carrier preferences: entries' ids and names as a subquery to join (lists filter and sort by the name). */
export function entryNames(db: DbOrTx) {
  return db.select({ entryId: entries.id, entryName: entries.name }).from(entries).as('entry_names');
}
