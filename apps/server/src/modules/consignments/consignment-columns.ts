import type { ConsignmentAttributes, StoredConsignmentLineItem, StoredReceiver } from '@freight/contracts';
import type { PricedConsignment } from './consignment-pricing';
import { searchTextOf, storeParty, storeReceiver, totalsOf } from './consignment-values';
import type { ConsignmentChanges, ConsignmentRow } from './consignments.repository';

/** The columns of a consignment priced from its attributes (everything but its identity and number). */
export function columnsOf(
  attributes: ConsignmentAttributes,
  priced: PricedConsignment,
  lines: StoredConsignmentLineItem[],
  numbers: { consignmentNo: string; previousConsignmentNumbers: string[] },
) {
  const sender = storeParty(attributes.sender, priced.sender);
  const receiver = storeReceiver(attributes.receiver, priced.receiver);
  const { quote } = priced;
  const totals = totalsOf(lines);
  return {
    dispatchDate: attributes.dispatchDate,
    references: attributes.references,
    sender,
    receiver,
    senderName: sender.name,
    receiverName: receiver.name,
    costCenter: attributes.costCenter,
    payerAccount: quote.payerAccount,
    lineItems: lines,
    quoteId: quote.id,
    quoteSetId: quote.quoteSetId,
    agreedServiceId: Number(quote.agreedServiceId),
    carrierId: Number(quote.carrierId),
    carrierName: quote.agreedService.carrierName,
    agreedService: quote.agreedService,
    price: quote.price.cost,
    freightRecoveryAmount: quote.price.freightRecoveryAmount,
    eta: quote.eta,
    etaTimeZone: quote.etaTimeZone,
    pallets: attributes.pallets,
    orderId: attributes.orderId,
    dangerousGoodsDeclaration: attributes.dangerousGoodsDeclaration,
    hasDangerousGoods: totals.hasDangerousGoods,
    hasDeliveryTimeSlot: receiver.deliveryTimeSlot !== null,
    customFields: attributes.customFields,
    shippingCostRecovery: attributes.shippingCostRecovery,
    autoprint: attributes.autoprint,
    itemQuantity: totals.itemQuantity,
    volume: totals.volume,
    weight: totals.weight,
    // checked and priced in full: an imported consignment's issues are resolved
    issues: [],
    hasIssues: false,
    searchText: searchTextOf({ ...numbers, references: attributes.references, sender, receiver }),
  } satisfies ConsignmentChanges;
}

/** The columns a summary change touches, the freight and its price left as they are. */
export function summaryColumnsOf(row: ConsignmentRow, attributes: ConsignmentAttributes) {
  const given = attributes.receiver;
  const receiver: StoredReceiver = {
    ...row.receiver,
    specialInstructions: given.specialInstructions,
    authorityToLeave: given.authorityToLeave,
    deliveryReferences: given.deliveryReferences,
    contactName: given.contactName,
    contactPhone: given.contactPhone,
    contactEmail: given.contactEmail,
  };
  return {
    references: attributes.references,
    costCenter: attributes.costCenter,
    customFields: attributes.customFields,
    pallets: attributes.pallets,
    autoprint: attributes.autoprint,
    receiver,
    searchText: searchTextOf({ ...row, references: attributes.references, sender: row.sender, receiver }),
  } satisfies ConsignmentChanges;
}
