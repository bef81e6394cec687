import type { ConsignmentAttributes, ConsignmentSummaryAttributes, StoredParty } from '@freight/contracts';
import type { ConsignmentRow } from './consignments.repository';

const partyAttributes = (party: StoredParty) => ({
  name: party.name,
  addressId: party.addressId,
  line2: party.line2,
  residential: party.residential,
  addressBookEntryId: party.addressBookEntryId,
  addressBookContactId: party.addressBookContactId,
  contactName: party.contactName,
  contactPhone: party.contactPhone,
  contactEmail: party.contactEmail,
});

/** A stored consignment as the attributes that would create it again, so a summary change reuses one path. */
export function attributesOf(row: ConsignmentRow): ConsignmentAttributes {
  const { receiver } = row;
  return {
    siteId: row.siteId,
    type: row.type,
    quoteId: row.quoteId ?? '',
    dispatchDate: row.dispatchDate,
    references: row.references,
    sender: partyAttributes(row.sender),
    receiver: {
      ...partyAttributes(receiver),
      tailgate: receiver.tailgate,
      handUnload: receiver.handUnload,
      authorityToLeave: receiver.authorityToLeave,
      specialInstructions: receiver.specialInstructions,
      deliveryTimeSlot: receiver.deliveryTimeSlot,
      deliveryReferences: receiver.deliveryReferences,
      preventConsolidation: receiver.preventConsolidation,
    },
    costCenter: row.costCenter,
    lineItems: row.lineItems.map((line) => ({
      ...line,
      key: null,
      dangerousGoods: line.dangerousGoods.map((entry) => ({ ...entry, key: null })),
    })),
    shippingCostRecovery: row.shippingCostRecovery,
    dangerousGoodsDeclaration: {
      excludesDangerousGoods: row.dangerousGoodsDeclaration.excludesDangerousGoods,
      emergencyContact: row.dangerousGoodsDeclaration.emergencyContact ?? null,
    },
    pallets: row.pallets,
    customFields: row.customFields,
    autoprint: row.autoprint,
    estimateId: row.estimateId,
    orderId: row.orderId,
    linkedOrders: row.linkedOrders.map(Number),
  };
}

/** The stored attributes with a summary's fields laid over them (a field left out is kept). */
export function withSummary(
  attributes: ConsignmentAttributes,
  summary: ConsignmentSummaryAttributes,
): ConsignmentAttributes {
  const receiver = summary.receiver ?? {};
  return {
    ...attributes,
    references: summary.references ?? attributes.references,
    dispatchDate: summary.dispatchDate ?? attributes.dispatchDate,
    costCenter: summary.costCenter === undefined ? attributes.costCenter : summary.costCenter,
    customFields: summary.customFields ?? attributes.customFields,
    pallets: summary.pallets === undefined ? attributes.pallets : summary.pallets,
    autoprint: summary.autoprint ?? attributes.autoprint,
    receiver: {
      ...attributes.receiver,
      specialInstructions:
        receiver.specialInstructions === undefined
          ? attributes.receiver.specialInstructions
          : receiver.specialInstructions,
      authorityToLeave: receiver.authorityToLeave ?? attributes.receiver.authorityToLeave,
      deliveryReferences: receiver.deliveryReferences ?? attributes.receiver.deliveryReferences,
      contactName:
        receiver.contactName === undefined ? attributes.receiver.contactName : receiver.contactName,
      contactPhone:
        receiver.contactPhone === undefined ? attributes.receiver.contactPhone : receiver.contactPhone,
      contactEmail:
        receiver.contactEmail === undefined ? attributes.receiver.contactEmail : receiver.contactEmail,
    },
  };
}
