import { asc, inArray, sql } from 'drizzle-orm';
import type { ConsignmentPallets } from '@freight/contracts';
import { consignments } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

/** What a manifest needs of a consignment: its place, carrier, parties, lines and totals, as booked. */
export interface ConsignmentForManifest {
  id: number;
  siteId: number;
  consignmentNo: string;
  type: (typeof consignments.$inferSelect)['type'];
  dispatchDate: string;
  carrierId: number;
  carrierName: string;
  carrierAccount: string;
  agreedService: { id: number; name: string };
  sender: (typeof consignments.$inferSelect)['sender'];
  receiver: (typeof consignments.$inferSelect)['receiver'];
  lineItems: (typeof consignments.$inferSelect)['lineItems'];
  pallets: ConsignmentPallets | null;
  itemQuantity: number;
  volume: number;
  weight: number;
  hasDangerousGoods: boolean;
  hasIssues: boolean;
  manifestId: number | null;
}

/**
 * For the manifests module, inside its create transaction: the consignments named, locked until it ends, in id
 * order so that concurrent creations over overlapping selections wait for each other instead of deadlocking.
 * A consignment that no longer exists is simply absent. It checks no user's access.
 */
export async function lockConsignmentsForManifest(
  tx: DbOrTx,
  ids: number[],
): Promise<ConsignmentForManifest[]> {
  if (ids.length === 0) return [];
  const c = consignments;
  const rows = await tx
    .select({
      id: c.id,
      siteId: c.siteId,
      consignmentNo: c.consignmentNo,
      type: c.type,
      dispatchDate: c.dispatchDate,
      carrierId: c.carrierId,
      carrierName: c.carrierName,
      carrierAccount: c.payerAccount,
      agreedServiceId: c.agreedServiceId,
      agreedService: c.agreedService,
      sender: c.sender,
      receiver: c.receiver,
      lineItems: c.lineItems,
      pallets: c.pallets,
      itemQuantity: c.itemQuantity,
      volume: c.volume,
      weight: c.weight,
      hasDangerousGoods: c.hasDangerousGoods,
      hasIssues: c.hasIssues,
      manifestId: c.manifestId,
    })
    .from(c)
    .where(inArray(c.id, ids))
    .orderBy(asc(c.id))
    .for('update');
  return rows.map(({ agreedServiceId, agreedService, ...row }) => ({
    ...row,
    agreedService: { id: agreedServiceId, name: agreedService.name },
  }));
}

/**
 * For the manifests module, in the same transaction: the consignments now carry the manifest (spec 3
 * `manifest {id, addedAt}`), and with it leave Ready to manifest and refuse changes (409 alreadyManifested).
 * Pallets given on the manifest replace the consignment's; the version moves on, as the consignment changed.
 */
export async function markConsignmentsManifested(
  tx: DbOrTx,
  manifest: { id: number; manifestNumber: string },
  entries: { id: number; pallets: ConsignmentPallets | null }[],
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const c = consignments;
  const palletsById = Object.fromEntries(
    entries.filter((entry) => entry.pallets !== null).map((entry) => [String(entry.id), entry.pallets]),
  );
  await tx
    .update(c)
    .set({
      manifestId: manifest.id,
      manifestNumber: manifest.manifestNumber,
      manifestAddedAt: at,
      pallets: sql`coalesce(${JSON.stringify(palletsById)}::jsonb -> (${c.id}::text), ${c.pallets})`,
      version: sql`${c.version} + 1`,
      updatedAt: at,
    })
    .where(
      inArray(
        c.id,
        entries.map((entry) => entry.id),
      ),
    );
}
