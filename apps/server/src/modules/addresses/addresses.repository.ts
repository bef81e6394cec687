import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** Many addresses in one statement, answered in the order given. */
export async function insertAddresses(db: DbOrTx, rows: readonly NewAddressRow[]): Promise<AddressRow[]> {
  return insertRows(db, addresses, rows);
}
