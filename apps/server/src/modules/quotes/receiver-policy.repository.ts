/**
 * SEAM (issue 4): the carrier-preferences module owns this table but had no service to ask when quotes were
 * built. Replace findActivePolicyService with a call to that module's service once it exists; nothing else in
 * quotes or estimates reads the table.
 */
import { and, eq, sql } from 'drizzle-orm';
import { receiverCarrierPolicies } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

const preparePolicy = (db: DbOrTx) =>
  db
    .select({ agreedServiceId: receiverCarrierPolicies.agreedServiceId })
    .from(receiverCarrierPolicies)
    .where(
      and(
        eq(receiverCarrierPolicies.siteId, sql.placeholder('siteId')),
        eq(receiverCarrierPolicies.addressBookEntryId, sql.placeholder('entryId')),
        eq(receiverCarrierPolicies.isActive, true),
      ),
    )
    .limit(1)
    .prepare('quotes_receiver_policy');

// Asked on every quote whose receiver is in the address book: built once per database handle.
const policyStatements = new WeakMap<DbOrTx, ReturnType<typeof preparePolicy>>();

/** The agreed service an active receiver carrier service policy of the site requires for this entry, or null. */
export async function findActivePolicyService(
  db: DbOrTx,
  siteId: number,
  entryId: number,
): Promise<number | null> {
  let statement = policyStatements.get(db);
  if (!statement) {
    statement = preparePolicy(db);
    policyStatements.set(db, statement);
  }
  const [row] = await statement.execute({ siteId, entryId });
  return row?.agreedServiceId ?? null;
}
