import { and, eq, getTableColumns, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { addresses, localities } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import { insertOne, insertRows } from '../../platform/db/insert-one';
import { firstRow } from '../../platform/db/first-row';
import type { DbOrTx } from '../../platform/db/transaction';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;

export async function insertAddress(db: DbOrTx, row: NewAddressRow): Promise<AddressRow> {
  return insertOne(db, addresses, row, 'address');
}

/** An address readable by any of the organisations, or null. */
export async function findAddressForOrganisations(
  db: DbOrTx,
  id: string,
  organisationIds: readonly number[],
): Promise<AddressRow | null> {
  if (organisationIds.length === 0) return null;
  return firstRow(
    db,
    addresses,
    and(
      eq(addresses.id, id),
      sql`${addresses.organisationIds} && array[${sql.join(
        organisationIds.map((orgId) => sql`${orgId}`),
        sql`, `,
      )}]::integer[]`,
    ),
  );
}

export async function findAddressesByIds(db: DbOrTx, ids: readonly string[]): Promise<AddressRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(addresses)
    .where(inArray(addresses.id, [...ids]));
}

const addressWithLocality = perDatabase((db) =>
  db
    .select({ address: addresses, locality: localities })
    .from(addresses)
    .innerJoin(localities, eq(localities.id, addresses.localityId))
    .where(
      and(
        eq(addresses.id, sql.placeholder('id')),
        sql`${addresses.organisationIds} @> array[${sql.placeholder('organisationId')}::integer]`,
      ),
    )
    .limit(1)
    .prepare('addresses_with_locality'),
);

/** An address the organisation may use with its locality, in one round trip (quoting asks on every request). */
export async function findAddressWithLocality(db: DbOrTx, id: string, organisationId: number) {
  const [row] = await addressWithLocality(db).execute({ id, organisationId });
  return row ?? null;
}

const usableAddressSelection = {
  ...getTableColumns(addresses),
  localityState: localities.state,
  chargeZone: localities.chargeZone,
};

/**
 * The addresses the organisation may use, each with its locality's state and charge zone: a subquery another
 * module joins to read its record's address in the same statement (an address book entry's, when quoting), and
 * its columns as one object to select.
 */
export function usableAddresses(db: DbOrTx, organisationId: SQLWrapper) {
  const subquery = db
    .select(usableAddressSelection)
    .from(addresses)
    .innerJoin(localities, eq(localities.id, addresses.localityId))
    .where(sql`${addresses.organisationIds} @> array[${organisationId}::integer]`)
    .as('usable_addresses');
  type Columns = { [K in keyof typeof usableAddressSelection]: (typeof subquery)[K] };
  // the subquery's columns by their keys; drizzle types each key of the subquery but not a mapped copy
  const columns = Object.fromEntries(
    Object.keys(usableAddressSelection).map((key) => [key, subquery[key as keyof Columns]]),
  ) as Columns;
  return { subquery, columns };
}

export type UsableAddresses = ReturnType<typeof usableAddresses>;

/** Many addresses in one statement, answered in the order given. */
export async function insertAddresses(db: DbOrTx, rows: readonly NewAddressRow[]): Promise<AddressRow[]> {
  return insertRows(db, addresses, rows);
}
