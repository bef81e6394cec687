import type { ConsignmentAttributes, StoredConsignmentLineItem } from '@freight/contracts';
import type { PricedConsignment } from './consignment-pricing';
import { searchTextOf, storeParty, storeReceiver, totalsOf } from './consignment-values';
import type { ConsignmentChanges } from './consignments.repository';

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
    searchText: searchTextOf({ ...numbers, references: attributes.references, sender, receiver }),
  } satisfies ConsignmentChanges;
}
