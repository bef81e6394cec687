/** Resolve consignment issues: the bulk actions and the re-check, for the consignment import module. */
import { carrierNumbering } from '../carriers';
import { reopenOrdersOfConsignments } from '../orders';
import { consignmentImportMessages as messages } from '@freight/contracts';
import { formatConsignmentNumber } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { printNowReady } from './autoprint-when-ready';
import * as repo from './consignment-issues.repository';
import * as consignmentsRepo from './consignments.repository';
import { draftColumns, type ImportedConsignmentDraft } from './imported-consignments';

export { countIssues as countConsignmentIssues } from './consignment-issues.repository';

const pointerOf = (index: number) => `/data/consignmentIds/${index}`;

type BulkRow = Awaited<ReturnType<typeof repo.findForBulk>>[number];

/**
 * The selected consignments of the sites, locked, each once: every one must exist there (else the 422 names it),
 * be on no manifest, and pass `refuse`, which answers why it may not, or null. All or nothing.
 */
async function requireBulk(
  tx: DbOrTx,
  siteIds: readonly number[],
  asked: readonly number[],
  refuse: (row: BulkRow) => string | null = () => null,
): Promise<number[]> {
  const ids = [...new Set(asked)];
  const rows = new Map((await repo.findForBulk(tx, siteIds, ids)).map((row) => [row.id, row]));
  const errors = ids.flatMap((id, index) => {
    const row = rows.get(id);
    const detail = row
      ? row.manifestId !== null
        ? messages.alreadyManifested
        : refuse(row)
      : messages.consignmentNotFound;
    return detail ? [{ pointer: pointerOf(index), detail }] : [];
  });
  if (errors.length > 0) throw AppError.validation(errors);
  return ids;
}

/**
 * Manual transfer policy: the shipper releases issue-free consignments, which may then be manifested, and which
 * go on to printing where the site autoprints.
 */
export async function releaseConsignments(
  tx: DbOrTx,
  siteIds: readonly number[],
  ids: readonly number[],
  now: Date,
) {
  const unique = await requireBulk(tx, siteIds, ids, (row) =>
    row.hasIssues ? messages.stillHasIssues : row.transferPolicy !== 'manual' ? messages.notReleasable : null,
  );
  await printNowReady(tx, await repo.releaseConsignments(tx, unique, now), now);
  return unique;
}

export async function deleteConsignments(
  tx: DbOrTx,
  siteIds: readonly number[],
  ids: readonly number[],
  now: Date,
) {
  const unique = await requireBulk(tx, siteIds, ids);
  await repo.deleteConsignments(tx, unique);
  // one waiting for release may have been made from orders: they are open again
  await reopenOrdersOfConsignments(tx, unique, now);
  return unique;
}

export const findConsignmentsWithIssues = repo.findWithIssues;

/**
 * A consignment with issues checked again from its import row: its parties, freight, service, price and
 * issues as the draft has them now. Another carrier's service gives it that carrier's next number (the old one
 * kept as a previous number). One left with no issues under the automatic policy is ready to manifest and goes
 * on to printing. False when it changed meanwhile (or was manifested); it is then left alone.
 */
export async function applyRecheck(
  tx: DbOrTx,
  current: Awaited<ReturnType<typeof repo.findWithIssues>>[number],
  draft: ImportedConsignmentDraft,
  now: Date,
): Promise<boolean> {
  let consignmentNo = current.consignmentNo;
  let previous = current.previousConsignmentNumbers;
  if (draft.service.carrierId !== current.carrierId) {
    const carrier = await carrierNumbering(tx, draft.service.carrierId);
    if (!carrier) throw new Error(`carrier ${draft.service.carrierId} of an agreed service is missing`);
    consignmentNo = formatConsignmentNumber(
      carrier.prefix,
      await consignmentsRepo.takeConsignmentSequence(tx, carrier.id),
    );
    previous = [...previous, current.consignmentNo];
  }
  const checked = await repo.updateChecked(tx, current.id, current.version, {
    ...draftColumns(draft, consignmentNo, previous),
    previousConsignmentNumbers: previous,
    updatedAt: now,
  });
  if (checked && !checked.hasIssues) await printNowReady(tx, [checked], now);
  return checked !== null;
}
