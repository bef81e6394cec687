import type {
  ConsignmentAgreedService,
  ConsignmentIssue,
  QuoteCostWire,
  ShippingCostRecoveryWire,
  StoredConsignmentLineItem,
  StoredParty,
  StoredReceiver,
  TransferPolicy,
} from '@freight/contracts';
import { formatConsignmentNumber } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import * as autoprint from '../autoprint';
import { printNowReady } from './autoprint-when-ready';
import { issueSsccs } from './consignment-items';
import { searchTextOf, totalsOf } from './consignment-values';
import * as repo from './consignments.repository';
import { carrierNumbering } from '../carriers';

/** A consignment made from an import row: complete and priced, or with the issues that keep it from being so. */
export interface ImportedConsignmentDraft {
  dispatchDate: string;
  references: string[];
  sender: StoredParty;
  receiver: StoredReceiver;
  costCenter: string | null;
  lineItems: StoredConsignmentLineItem[];
  /** The service it is booked with; for a consignment with issues, the one named or the site's first. */
  service: {
    agreedServiceId: number;
    carrierId: number;
    payerAccount: string;
    agreedService: ConsignmentAgreedService;
  };
  /** Null while it has issues that keep it from being priced. */
  price: QuoteCostWire | null;
  freightRecoveryAmount: number | null;
  eta: string | null;
  etaTimeZone: string | null;
  transferPolicy: TransferPolicy;
  /** The site's default for the consignment form; `freightRecoveryAmount` is priced with it. */
  shippingCostRecovery: ShippingCostRecoveryWire;
  issues: ConsignmentIssue[];
}

export interface ImportBatchContext {
  siteId: number;
  organisationId: number;
  userId: string;
  /** `GS1_COMPANY_PREFIX`, for an organisation without a prefix of its own. */
  gs1CompanyPrefix: string | null;
  now: Date;
}

/**
 * The columns an imported draft decides, when it is created and again when its issues are resolved: parties,
 * service, price, issues, totals, and the search text under its number and those it had before.
 */
export function draftColumns(
  draft: ImportedConsignmentDraft,
  consignmentNo: string,
  previousConsignmentNumbers: string[],
) {
  const totals = totalsOf(draft.lineItems);
  return {
    consignmentNo,
    sender: draft.sender,
    receiver: draft.receiver,
    senderName: draft.sender.name,
    receiverName: draft.receiver.name,
    costCenter: draft.costCenter,
    payerAccount: draft.service.payerAccount,
    lineItems: draft.lineItems,
    agreedServiceId: draft.service.agreedServiceId,
    carrierId: draft.service.carrierId,
    carrierName: draft.service.agreedService.carrierName,
    agreedService: draft.service.agreedService,
    price: draft.price,
    shippingCostRecovery: draft.shippingCostRecovery,
    freightRecoveryAmount: draft.freightRecoveryAmount,
    eta: draft.eta,
    etaTimeZone: draft.etaTimeZone,
    hasDangerousGoods: totals.hasDangerousGoods,
    issues: draft.issues,
    hasIssues: draft.issues.length > 0,
    itemQuantity: totals.itemQuantity,
    volume: totals.volume,
    weight: totals.weight,
    searchText: searchTextOf({
      consignmentNo,
      previousConsignmentNumbers,
      references: draft.references,
      sender: draft.sender,
      receiver: draft.receiver,
    }),
  };
}

/**
 * Saves import drafts as consignments in a handful of statements whatever their number: the carriers' numbers
 * taken a block per carrier (in carrier id order, as every creation takes them), one insert of the
 * consignments (their rows as one JSON parameter), one block of SSCC serials and one insert of the items.
 * Call it inside the transaction that records the import's keys. Answers the ids in the order given.
 */
export async function createImportedConsignments(
  tx: DbOrTx,
  context: ImportBatchContext,
  drafts: readonly ImportedConsignmentDraft[],
): Promise<{ id: number; consignmentNo: string }[]> {
  if (drafts.length === 0) return [];
  const numbers = await takeNumbers(tx, drafts);
  const values = drafts.map((draft, i) => {
    const columns = draftColumns(draft, numbers[i] ?? '', []);
    return {
      ...columns,
      siteId: context.siteId,
      source: 'import' as const,
      type: 'outbound' as const,
      references: draft.references,
      dispatchDate: draft.dispatchDate,
      quoteId: null,
      quoteSetId: null,
      transferPolicy: draft.transferPolicy,
      dangerousGoodsDeclaration: { excludesDangerousGoods: !columns.hasDangerousGoods },
      // the consignment form's defaults: printed where the site autoprints once it is ready to manifest
      autoprint: { connotes: { enabled: true }, labels: { enabled: true } },
      createdBy: context.userId,
      createdAt: context.now,
      updatedAt: context.now,
    };
  });
  const saved = await repo.insertConsignmentsAsRecords(tx, values);
  await addItems(tx, context, drafts, saved);
  // an issue-free consignment transferred automatically is ready to manifest, and so goes on to printing
  const ready = saved.filter(
    (_, i) => drafts[i]?.transferPolicy === 'automatic' && !drafts[i]?.issues.length,
  );
  if (ready.length > 0 && (await autoprint.siteAutoprints(tx, context.siteId)))
    await printNowReady(
      tx,
      await repo.findSiteConsignments(
        tx,
        context.siteId,
        ready.map((row) => row.id),
      ),
      context.now,
    );
  return saved.map((row) => ({ id: row.id, consignmentNo: row.consignmentNo }));
}

/** One block of numbers per carrier, handed out in the drafts' order. */
async function takeNumbers(tx: DbOrTx, drafts: readonly ImportedConsignmentDraft[]): Promise<string[]> {
  const counts = new Map<number, number>();
  for (const draft of drafts)
    counts.set(draft.service.carrierId, (counts.get(draft.service.carrierId) ?? 0) + 1);
  const next = new Map<number, { prefix: string; value: number }>();
  for (const carrierId of [...counts.keys()].sort((a, b) => a - b)) {
    const count = counts.get(carrierId) ?? 0;
    const carrier = await carrierNumbering(tx, carrierId);
    if (!carrier) throw new Error(`carrier ${carrierId} of an agreed service is missing`);
    const last = await repo.takeConsignmentSequences(tx, carrierId, count);
    next.set(carrierId, { prefix: carrier.prefix, value: last - count + 1 });
  }
  return drafts.map((draft) => {
    const block = next.get(draft.service.carrierId);
    if (!block) throw new Error('no numbers taken for a carrier');
    return formatConsignmentNumber(block.prefix, block.value++);
  });
}

/** An item row per physical item, each with an SSCC when the organisation (or the provider) has a prefix. */
async function addItems(
  tx: DbOrTx,
  context: ImportBatchContext,
  drafts: readonly ImportedConsignmentDraft[],
  saved: readonly { id: number }[],
) {
  const items = { consignmentIds: [] as number[], lineItemIds: [] as string[], ordinals: [] as number[] };
  drafts.forEach((draft, i) => {
    for (const line of draft.lineItems)
      for (let n = 1; n <= line.quantity; n++) {
        items.consignmentIds.push(saved[i]?.id ?? 0);
        items.lineItemIds.push(line.id);
        items.ordinals.push(n);
      }
  });
  const count = items.consignmentIds.length;
  if (count === 0) return;
  const { ssccs } = await issueSsccs(
    tx,
    {
      organisationId: context.organisationId,
      carrierId: drafts[0]?.service.carrierId ?? 0,
      defaultCompanyPrefix: context.gs1CompanyPrefix,
    },
    count,
  );
  await repo.insertItemColumns(
    tx,
    { ...items, ssccs: ssccs ?? Array.from({ length: count }, () => null) },
    context.now,
  );
}
