import type {
  Consignment,
  ConsignmentSummary,
  StoredParty,
  consignmentLinksSchema,
} from '@freight/contracts';
import { deliveryWindow, isManifestTransferable } from '@freight/rules';
import type { z } from 'zod';
import type { ConsignmentItemRow, ConsignmentRow } from './consignments.repository';
import type { TrackingEventRow } from './tracking-events.repository';
import { trackingEventToWire } from './tracking-events';
import { etagOf } from './consignment-etag';
import { assertMappable } from './consignment-mapping';
import type { SummaryLine, SummaryParty } from './consignment-summary-columns';

const idText = (id: number | null) => (id === null ? null : String(id));

function partyToWire(party: StoredParty) {
  return {
    name: party.name,
    addressId: party.addressId,
    address: party.address,
    line2: party.line2,
    residential: party.residential,
    addressBookEntryId: idText(party.addressBookEntryId),
    addressBookContactId: idText(party.addressBookContactId),
    contactName: party.contactName,
    contactPhone: party.contactPhone,
    contactEmail: party.contactEmail,
  };
}

type ManifestColumns = Pick<ConsignmentRow, 'manifestId' | 'manifestAddedAt' | 'transferPolicy'>;

const manifestOf = (row: ManifestColumns) =>
  row.manifestId !== null && row.manifestAddedAt !== null
    ? { id: String(row.manifestId), addedAt: row.manifestAddedAt.toISOString() }
    : null;
const transferOf = (row: Pick<ConsignmentRow, 'transferredAt'>) =>
  row.transferredAt ? { transferredAt: row.transferredAt.toISOString() } : null;
const manifestTransferableOf = (row: ManifestColumns) =>
  isManifestTransferable({ manifest: manifestOf(row), transferPolicy: row.transferPolicy });

/** The items of each line, in order. */
export function itemsByLine(items: readonly ConsignmentItemRow[]): Map<string, ConsignmentItemRow[]> {
  const byLine = new Map<string, ConsignmentItemRow[]>();
  for (const item of items) byLine.set(item.lineItemId, [...(byLine.get(item.lineItemId) ?? []), item]);
  for (const rows of byLine.values()) rows.sort((a, b) => a.ordinal - b.ordinal);
  return byLine;
}

/** The SSCCs of each line, in item order; an item whose carrier took a label without one has none. */
export function itemIdsByLine(items: readonly ConsignmentItemRow[]): Map<string, string[]> {
  return new Map(
    [...itemsByLine(items)].map(([line, rows]) => [
      line,
      rows.flatMap((r) => (r.sscc === null ? [] : [r.sscc])),
    ]),
  );
}

/** Spec 3: the consignment; a site that masks prices gets no amounts. */
export function consignmentToWire(
  row: ConsignmentRow,
  items: readonly ConsignmentItemRow[],
  masked: boolean,
  events: readonly TrackingEventRow[],
): Consignment {
  assertMappable(row);
  const ssccs = itemIdsByLine(items);
  return {
    id: String(row.id),
    version: etagOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    source: row.source,
    consignmentNo: row.consignmentNo,
    previousConsignmentNumbers: row.previousConsignmentNumbers,
    type: row.type,
    references: row.references,
    dispatchDate: row.dispatchDate,
    sender: partyToWire(row.sender),
    receiver: {
      ...partyToWire(row.receiver),
      tailgate: row.receiver.tailgate,
      handUnload: row.receiver.handUnload,
      authorityToLeave: row.receiver.authorityToLeave,
      specialInstructions: row.receiver.specialInstructions,
      // spec 3: {window, recurrences}; the window is the ISO start/duration of the first day's slot
      deliveryTimeSlot: row.receiver.deliveryTimeSlot && {
        ...row.receiver.deliveryTimeSlot,
        window: deliveryWindow(row.receiver.deliveryTimeSlot),
      },
      deliveryReferences: row.receiver.deliveryReferences,
      preventConsolidation: row.receiver.preventConsolidation,
    },
    costCenter: row.costCenter,
    payerAccount: row.payerAccount,
    lineItems: row.lineItems.map((line) => ({
      id: line.id,
      packagingType: line.packagingType,
      shippingItemPresetId: idText(line.shippingItemPresetId),
      description: line.description,
      quantity: line.quantity,
      length: line.length,
      width: line.width,
      height: line.height,
      volume: line.length * line.width * line.height * line.quantity,
      weight: line.weight,
      reference: line.reference,
      itemIds: ssccs.get(line.id) ?? [],
      pallets: line.pallets,
      dangerousGoods: line.dangerousGoods.map((entry) => ({ ...entry, presetId: idText(entry.presetId) })),
    })),
    quoteId: row.quoteId,
    agreedService: row.agreedService,
    carrier: { id: String(row.carrierId), name: row.carrierName },
    price: masked
      ? { cost: null, isMasked: true, freightRecoveryAmount: null }
      : { cost: row.price, isMasked: false, freightRecoveryAmount: row.freightRecoveryAmount },
    estimatedTimeOfArrival: row.eta,
    siteId: String(row.siteId),
    manifest: manifestOf(row),
    transfer: transferOf(row),
    transferPolicy: row.transferPolicy,
    pallets: row.pallets,
    estimateId: idText(row.estimateId),
    orderId: row.orderId,
    linkedOrders: row.linkedOrders,
    dangerousGoodsDeclaration: {
      excludesDangerousGoods: row.dangerousGoodsDeclaration.excludesDangerousGoods,
      emergencyContact: row.dangerousGoodsDeclaration.emergencyContact ?? null,
    },
    hasDangerousGoods: row.hasDangerousGoods,
    issues: row.issues,
    pickupRequests: row.pickupRequests,
    customFields: row.customFields,
    shippingCostRecovery: row.shippingCostRecovery,
    autoprint: row.autoprint,
    itemQuantity: row.itemQuantity,
    volume: row.volume,
    weight: row.weight,
    isFullyDelivered: row.isFullyDelivered,
    manifestTransferable: manifestTransferableOf(row),
    tracking: { events: events.map(trackingEventToWire) },
  };
}

/** Spec 7: where the consignment's documents are read (HEAD until ready, then GET). */
export function consignmentLinks(row: ConsignmentRow): z.infer<typeof consignmentLinksSchema> {
  const self = `/api/sender/v0/consignments/${row.id}`;
  return {
    self,
    labels: [{ name: 'Labels 100 x 150 mm', href: `${self}/label.pdf` }],
    connote: `${self}/connote.pdf`,
    ...(row.hasDangerousGoods ? { dgSummary: `${self}/dg-summary.pdf` } : {}),
  };
}

export interface ListRowExtras {
  /** The newest tracking event, read for the whole page at once. */
  latestEvent?: TrackingEventRow | undefined;
  siteName: string;
  organisationId: number;
  organisationName: string;
}

/** The columns a list row is made of (summaryColumns reads just these; a whole row has them too). */
export type ConsignmentSummaryRow = Pick<
  ConsignmentRow,
  | 'id'
  | 'type'
  | 'consignmentNo'
  | 'previousConsignmentNumbers'
  | 'updatedAt'
  | 'dispatchDate'
  | 'agreedService'
  | 'carrierId'
  | 'carrierName'
  | 'manifestId'
  | 'manifestAddedAt'
  | 'transferredAt'
  | 'transferPolicy'
  | 'eta'
  | 'references'
  | 'itemQuantity'
  | 'volume'
  | 'weight'
  | 'siteId'
  | 'pallets'
  | 'hasDangerousGoods'
  | 'issues'
  | 'isFullyDelivered'
> & { sender: SummaryParty; receiver: SummaryParty; lineItems: readonly SummaryLine[] };

/** Spec 3: a row of a consignment list. */
export function consignmentToSummary(row: ConsignmentSummaryRow, extras: ListRowExtras): ConsignmentSummary {
  assertMappable(row);
  let palletQuantity = 0;
  for (const line of row.lineItems)
    if (line.pallets) palletQuantity += line.pallets.chep + line.pallets.loscam + line.pallets.other;
  return {
    id: String(row.id),
    type: row.type,
    consignmentNo: row.consignmentNo,
    previousConsignmentNumbers: row.previousConsignmentNumbers,
    updated: row.updatedAt.toISOString(),
    dispatchDate: row.dispatchDate,
    sender: { name: row.sender.name, address: row.sender.address },
    receiver: { name: row.receiver.name, address: row.receiver.address },
    agreedService: row.agreedService,
    carrier: { id: String(row.carrierId), name: row.carrierName },
    manifest: manifestOf(row),
    transfer: transferOf(row),
    estimatedTimeOfArrival: row.eta,
    references: row.references,
    itemQuantity: row.itemQuantity,
    volume: row.volume,
    weight: row.weight,
    organisation: { id: String(extras.organisationId), name: extras.organisationName },
    site: { id: String(row.siteId), name: extras.siteName },
    pallets: row.pallets
      ? {
          transferType: row.pallets.transferType,
          quantity: palletQuantity,
          docketNumbers: row.pallets.docketNumbers,
        }
      : null,
    hasDangerousGoods: row.hasDangerousGoods,
    issues: row.issues,
    isFullyDelivered: row.isFullyDelivered,
    manifestTransferable: manifestTransferableOf(row),
    tracking: { latestEvent: extras.latestEvent ? trackingEventToWire(extras.latestEvent) : null },
  };
}
