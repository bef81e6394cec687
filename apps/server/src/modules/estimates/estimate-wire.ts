import type { Estimate, EstimateSummary, Quote } from '@freight/contracts';
import type { StoredLocation } from '../../db/schema';
import type { ResolvedLocation } from '../quotes';
import type { EstimateRow } from './estimates.repository';

/** A resolved location as the estimate keeps it. */
export function storeLocation(
  location: ResolvedLocation,
  extras: Partial<StoredLocation> = {},
): StoredLocation {
  return {
    name: location.name,
    addressBookEntryId: location.addressBookEntryId,
    address: location.address,
    locality: location.locality,
    residential: location.residential,
    ...extras,
  };
}

const idText = (id: number | null) => (id === null ? null : String(id));

function locationToWire(location: StoredLocation) {
  return {
    name: location.name,
    addressBookEntryId: idText(location.addressBookEntryId),
    address: location.address,
    locality: location.locality,
    residential: location.residential,
  };
}

/** 'Richmond VIC 3121' */
function placeOf(location: StoredLocation): string | null {
  if (location.address)
    return `${location.address.locality} ${location.address.subdivision} ${location.address.postcode}`;
  return location.locality?.label ?? null;
}

/** What an estimate and its row in Manage estimates both answer first: its ids, kind, number and times. */
function estimateHeader(row: EstimateRow) {
  return {
    id: String(row.id),
    siteId: String(row.siteId),
    type: row.type,
    estimateNumber: row.estimateNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function estimateToWire(row: EstimateRow, quotes: Quote[]): Estimate {
  const { receiver } = row;
  return {
    ...estimateHeader(row),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    dispatchDate: row.dispatchDate,
    sender: locationToWire(row.sender),
    receiver: {
      ...locationToWire(receiver),
      authorityToLeave: receiver.authorityToLeave ?? false,
      deliveryTimeslotRequired: receiver.deliveryTimeslotRequired ?? false,
      tailgate: receiver.tailgate ?? false,
      handUnload: receiver.handUnload ?? false,
    },
    references: row.references,
    lineItems: row.lineItems.map((item) => ({
      ...item,
      shippingItemPresetId: idText(item.shippingItemPresetId),
      dangerousGoods: item.dangerousGoods.map((entry) => ({ ...entry, presetId: idText(entry.presetId) })),
    })),
    quoteSetId: row.quoteSetId,
    quotes,
    selectedQuoteIds: row.selectedQuoteIds,
    convertedConsignment: row.convertedConsignments,
    hasDangerousGoods: row.hasDangerousGoods,
    shippingCostRecovery: row.shippingCostRecovery,
    deliveryTimeSlot: row.deliveryTimeSlot,
  };
}

export function estimateToSummary(row: EstimateRow): EstimateSummary {
  return {
    ...estimateHeader(row),
    dispatchDate: row.dispatchDate,
    senderName: row.sender.name,
    senderPlace: placeOf(row.sender),
    receiverName: row.receiver.name,
    receiverPlace: placeOf(row.receiver),
    references: row.references,
    itemQuantity: row.lineItems.reduce((sum, item) => sum + item.quantity, 0),
    hasDangerousGoods: row.hasDangerousGoods,
    selectedQuoteCount: row.selectedQuoteIds.length,
    converted: row.convertedConsignments.length > 0,
  };
}
