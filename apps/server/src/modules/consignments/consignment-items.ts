import type { StoredConsignmentLineItem } from '@freight/contracts';
import { buildSscc } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { GS1_COMPANY_PREFIX, SSCC_EXTENSION_DIGIT } from './consignment-constants';
import * as repo from './consignments.repository';

/**
 * Gives every physical item of the lines an SSCC, keeping the SSCCs of items that still exist (a printed label
 * stays valid) and removing those of items no longer there. Answers the consignment's items after the change.
 */
export async function syncItems(
  db: DbOrTx,
  consignmentId: number,
  lines: readonly StoredConsignmentLineItem[],
  now: Date,
): Promise<repo.ConsignmentItemRow[]> {
  const existing = await repo.findItems(db, consignmentId);
  const wanted = new Map(lines.map((line) => [line.id, line.quantity]));
  const kept = existing.filter((item) => item.ordinal <= (wanted.get(item.lineItemId) ?? 0));
  if (kept.length < existing.length) await repo.deleteItemsBeyond(db, consignmentId, lines);
  const have = new Set(kept.map((item) => `${item.lineItemId}#${item.ordinal}`));
  const missing = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, i) => ({ lineItemId: line.id, ordinal: i + 1 })).filter(
      (item) => !have.has(`${item.lineItemId}#${item.ordinal}`),
    ),
  );
  const serials = await repo.takeSsccSerials(db, missing.length);
  const added = missing.map((item, i) => ({
    consignmentId,
    lineItemId: item.lineItemId,
    ordinal: item.ordinal,
    sscc: buildSscc({
      extensionDigit: SSCC_EXTENSION_DIGIT,
      companyPrefix: GS1_COMPANY_PREFIX,
      serial: serials[i] ?? 0,
    }),
    createdAt: now,
  }));
  await repo.insertItems(db, added);
  return [...kept, ...added];
}
