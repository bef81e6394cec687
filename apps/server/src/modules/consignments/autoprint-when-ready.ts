import type { ConsignmentAutoprint } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import * as autoprint from '../autoprint';
import * as documents from '../documents';
import type { ConsignmentRow } from './consignments.repository';

const NO_PRINTS: ConsignmentAutoprint = { connotes: { enabled: false }, labels: { enabled: false } };

/**
 * A consignment goes to the site's printers once it is ready to manifest: never while it has issues, and an
 * imported one under the manual transfer policy not before the shipper releases it.
 */
export function awaitsRelease(row: Pick<ConsignmentRow, 'source' | 'hasIssues' | 'transferPolicy'>): boolean {
  return row.hasIssues || (row.source === 'import' && row.transferPolicy === 'manual');
}

/**
 * After a change, in its transaction: waiting jobs of an older version are superseded and, once the
 * consignment is ready, its documents are queued as its flags ask where the site autoprints.
 */
export async function queuePrintsWhenReady(tx: DbOrTx, row: ConsignmentRow, now: Date): Promise<void> {
  await autoprint.queueConsignmentPrints(
    tx,
    awaitsRelease(row) ? { ...row, autoprint: NO_PRINTS } : row,
    now,
  );
}

const wantsPrints = (row: ConsignmentRow) => row.autoprint.labels.enabled || row.autoprint.connotes.enabled;

/**
 * Consignments that have just become ready to manifest without being edited (imported under the automatic
 * policy, released, resolved by a re-check): where their site autoprints and their flags ask, their documents
 * are made and printed, in the caller's transaction, as a new consignment's are.
 */
export async function printNowReady(tx: DbOrTx, rows: readonly ConsignmentRow[], now: Date): Promise<void> {
  const ready = rows.filter((row) => !awaitsRelease(row) && wantsPrints(row));
  const printing = new Map<number, boolean>();
  for (const row of ready) {
    let autoprints = printing.get(row.siteId);
    if (autoprints === undefined) {
      autoprints = await autoprint.siteAutoprints(tx, row.siteId);
      printing.set(row.siteId, autoprints);
    }
    if (!autoprints) continue;
    await documents.requestConsignmentDocuments(tx, row);
    await autoprint.queueConsignmentPrints(tx, row, now);
  }
}
