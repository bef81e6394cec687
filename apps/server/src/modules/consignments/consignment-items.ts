import { consignmentMessages, type StoredConsignmentLineItem } from '@freight/contracts';
import { buildSscc, ssccSerialWidth } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as accounts from '../accounts';
import * as repo from './consignments.repository';
import { carrierNumbering } from '../carriers';

/** An organisation's GS1 company prefix and extension digit, or null without one of its own. */
export type Gs1Identity = Awaited<ReturnType<typeof accounts.findGs1Identity>>;

/** Who issues a consignment's SSCCs, and to which carrier the labels go. */
export interface SsccIssuer {
  organisationId: number;
  carrierId: number;
  /** The provider's GS1 company prefix (`GS1_COMPANY_PREFIX`), for an organisation without its own. */
  defaultCompanyPrefix: string | null;
}

/**
 * `count` new SSCCs under the organisation's GS1 company prefix (or the provider's), with the serial reference
 * as wide as the prefix leaves so every SSCC has 18 digits. Null when there is no prefix to issue them under.
 */
export async function issueSsccs(
  db: DbOrTx,
  issuer: SsccIssuer,
  count: number,
  identity?: Gs1Identity,
  /** Taken in a statement of its own, outside any transaction (a new consignment's: `takeSsccSerialsAlone`). */
  alone = false,
) {
  if (identity === undefined) identity = await accounts.findGs1Identity(db, issuer.organisationId);
  const companyPrefix = identity?.companyPrefix ?? issuer.defaultCompanyPrefix;
  if (companyPrefix === null) return { ssccs: null, organisationName: identity?.organisationName ?? '' };
  const extensionDigit = identity?.extensionDigit ?? 0;
  const take = alone ? repo.takeSsccSerialsAlone : repo.takeSsccSerials;
  const last = await take(db, { companyPrefix, extensionDigit }, count);
  if (last >= 10 ** ssccSerialWidth(companyPrefix))
    throw AppError.conflict(
      'ssccSerialsUsedUp',
      consignmentMessages.ssccSerialsUsedUp(companyPrefix, extensionDigit),
    );
  const ssccs = Array.from({ length: count }, (_, i) =>
    buildSscc({ extensionDigit, companyPrefix, serial: last - count + 1 + i }),
  );
  return { ssccs, organisationName: identity?.organisationName ?? '' };
}

/** Without a prefix, labels go without SSCCs only to a carrier that takes them; otherwise the booking is refused. */
async function requireLabelsWithoutSscc(db: DbOrTx, issuer: SsccIssuer, organisationName: string) {
  const carrier = await carrierNumbering(db, issuer.carrierId);
  if (!carrier) throw new Error(`carrier ${issuer.carrierId} of a priced service is missing`);
  if (carrier.labelsWithoutSscc) return;
  throw AppError.validation([
    {
      pointer: '/data/attributes/quoteId',
      detail: consignmentMessages.gs1CompanyPrefixMissing(carrier.name, organisationName),
    },
  ]);
}

/**
 * The SSCCs of a new consignment's items, one per physical item of its lines (null where there is no prefix and
 * the carrier takes labels without them; otherwise the booking is refused). Issued in a statement of its own
 * before the consignment's transaction, so the serials' row is locked for that statement alone and creations do
 * not queue behind each other's transactions; a creation that then fails leaves its serials unused.
 */
export async function issueItemSsccs(
  db: DbOrTx,
  lines: readonly StoredConsignmentLineItem[],
  issuer: SsccIssuer,
  identity: Gs1Identity,
): Promise<readonly string[] | null> {
  const count = physicalItems(lines).length;
  if (count === 0) return [];
  const { ssccs, organisationName } = await issueSsccs(db, issuer, count, identity, true);
  if (ssccs === null) await requireLabelsWithoutSscc(db, issuer, organisationName);
  return ssccs;
}

/** The items of a consignment made in this transaction, with the SSCCs issued for them, in one insert. */
export async function insertNewItems(
  db: DbOrTx,
  consignmentId: number,
  lines: readonly StoredConsignmentLineItem[],
  ssccs: readonly string[] | null,
  now: Date,
): Promise<repo.ConsignmentItemRow[]> {
  const items = physicalItems(lines);
  if (items.length === 0) return [];
  const added = itemRows(consignmentId, items, ssccs, now);
  await repo.insertItems(db, added);
  return added;
}

/** One entry per physical item of the lines: the line and the item's place in it, from 1. */
function physicalItems(lines: readonly StoredConsignmentLineItem[]) {
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, i) => ({ lineItemId: line.id, ordinal: i + 1 })),
  );
}

/** The rows of new items, each with the SSCC issued for it in turn (none without a prefix). */
function itemRows(
  consignmentId: number,
  items: readonly { lineItemId: string; ordinal: number }[],
  ssccs: readonly string[] | null,
  now: Date,
) {
  return items.map((item, i) => ({
    consignmentId,
    lineItemId: item.lineItemId,
    ordinal: item.ordinal,
    sscc: ssccs?.[i] ?? null,
    createdAt: now,
  }));
}

/**
 * Gives every physical item of the lines an SSCC, keeping the SSCCs of items that still exist (a printed label
 * stays valid) and removing those of items no longer there; an item made without one gets one once there is a
 * prefix. Answers the consignment's items after the change.
 */
export async function syncItems(
  db: DbOrTx,
  consignmentId: number,
  lines: readonly StoredConsignmentLineItem[],
  now: Date,
  issuer: SsccIssuer,
): Promise<repo.ConsignmentItemRow[]> {
  const existing = await repo.findItems(db, consignmentId);
  const wanted = new Map(lines.map((line) => [line.id, line.quantity]));
  const kept = existing.filter((item) => item.ordinal <= (wanted.get(item.lineItemId) ?? 0));
  if (kept.length < existing.length) await repo.deleteItemsBeyond(db, consignmentId, lines);
  const have = new Set(kept.map((item) => `${item.lineItemId}#${item.ordinal}`));
  const missing = physicalItems(lines).filter((item) => !have.has(`${item.lineItemId}#${item.ordinal}`));
  const unlabelled = kept.filter((item) => item.sscc === null);
  const needed = missing.length + unlabelled.length;
  if (needed === 0) return kept;
  const { ssccs, organisationName } = await issueSsccs(db, issuer, needed);
  if (ssccs === null) await requireLabelsWithoutSscc(db, issuer, organisationName);
  const labelled = new Map(unlabelled.map((item, i) => [item, ssccs?.[missing.length + i] ?? null]));
  if (ssccs !== null)
    await repo.setItemSsccs(
      db,
      consignmentId,
      unlabelled.map((item) => ({ ...item, sscc: labelled.get(item) ?? null })),
    );
  const added = itemRows(consignmentId, missing, ssccs, now);
  await repo.insertItems(db, added);
  return [
    ...kept.map((item) => (labelled.has(item) ? { ...item, sscc: labelled.get(item) ?? null } : item)),
    ...added,
  ];
}
