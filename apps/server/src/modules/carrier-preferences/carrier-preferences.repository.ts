import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SortKey } from '@freight/contracts';
import { receiverCarrierPolicies as policies } from '../../db/schema';
import { escapeLike } from '../../platform/db/like';
import { perDatabase } from '../../platform/db/prepared';
import { siteRecords } from '../../platform/db/site-records';
import type { DbOrTx } from '../../platform/db/transaction';
import type { EntryNameSource } from '../address-book';
import type { AgreedServiceNameSource } from '../carriers';

export type PolicyRow = typeof policies.$inferSelect;
export type PolicyValues = Pick<
  typeof policies.$inferInsert,
  'addressBookEntryId' | 'agreedServiceId' | 'carrierChargeAccount'
>;
export type PolicySortKey = 'addressBookEntryName' | 'agreedServiceName' | 'isActive' | 'created' | 'updated';
export const ENTRY_INDEX = 'receiver_carrier_policies_entry_idx';

/** By-id reads and writes, and whether a site has any (demo data seeds a site that has none). */
export const records = siteRecords(policies);

/** Whether the entry already has a policy (other than the one being changed). */
export async function entryHasPolicy(db: DbOrTx, entryId: number, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.addressBookEntryId, entryId),
        exceptId === undefined ? undefined : ne(policies.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The agreed service and charge account an active policy of the site requires for the entry, or null. */
const activePolicy = perDatabase((db) =>
  db
    .select({
      agreedServiceId: policies.agreedServiceId,
      carrierChargeAccount: policies.carrierChargeAccount,
    })
    .from(policies)
    .where(
      and(
        eq(policies.siteId, sql.placeholder('siteId')),
        eq(policies.addressBookEntryId, sql.placeholder('entryId')),
        eq(policies.isActive, true),
      ),
    )
    .limit(1)
    .prepare('carrier_preferences_active_service'),
);

export async function findActivePolicy(db: DbOrTx, siteId: number, entryId: number) {
  const [row] = await activePolicy(db).execute({ siteId, entryId });
  return row ?? null;
}

export interface PolicyFilter {
  siteId: number;
  agreedServiceId?: number | undefined;
  addressBookEntryId?: number | undefined;
  /** Part of the entry's name, case aside. */
  addressBookEntryName?: string | undefined;
  id?: number | undefined;
}

/** Policies with their entry's and agreed service's names, a page of them and how many match. */
export async function listPolicies(
  db: DbOrTx,
  names: EntryNameSource,
  services: AgreedServiceNameSource,
  filter: PolicyFilter,
  sort: readonly SortKey<PolicySortKey>[],
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(policies.siteId, filter.siteId),
    filter.id === undefined ? undefined : eq(policies.id, filter.id),
    filter.agreedServiceId === undefined ? undefined : eq(policies.agreedServiceId, filter.agreedServiceId),
    filter.addressBookEntryId === undefined
      ? undefined
      : eq(policies.addressBookEntryId, filter.addressBookEntryId),
    filter.addressBookEntryName === undefined
      ? undefined
      : sql`lower(${names.entryName}) like ${`%${escapeLike(filter.addressBookEntryName.toLowerCase())}%`}`,
  );
  const sortColumns: Record<PolicySortKey, SQL> = {
    addressBookEntryName: sql`lower(${names.entryName})`,
    agreedServiceName: sql`lower(${services.agreedServiceName})`,
    isActive: sql`${policies.isActive}`,
    created: sql`${policies.createdAt}`,
    updated: sql`${policies.updatedAt}`,
  };
  const [rows, [counted]] = await Promise.all([
    db
      .select({ policy: policies, entryName: names.entryName, serviceName: services.agreedServiceName })
      .from(policies)
      .innerJoin(names, eq(names.entryId, policies.addressBookEntryId))
      .innerJoin(services, eq(services.agreedServiceId, policies.agreedServiceId))
      .where(where)
      .orderBy(...sort.map((s) => (s.descending ? desc : asc)(sortColumns[s.key])), asc(policies.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(policies)
      .innerJoin(names, eq(names.entryId, policies.addressBookEntryId))
      .innerJoin(services, eq(services.agreedServiceId, policies.agreedServiceId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
