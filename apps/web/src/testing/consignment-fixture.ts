import type { Address, Consignment, DeliveryTimeSlot } from '@freight/contracts';
import { osborneParkAddress } from './fixtures';

/** Test data: a saved outbound consignment from a typed Melbourne address to an address book entry in Perth. */
export const melbourne: Address = {
  id: '11111111-1111-4111-8111-111111111111',
  line1: '200 Spencer St',
  line2: null,
  locality: 'Melbourne',
  postcode: '3000',
  subdivision: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  from: 'estimate',
  gnafId: null,
  localityId: '3000',
};

/** A party's fields that test consignments leave empty. */
export const party = {
  line2: null,
  residential: false,
  addressBookContactId: null,
  contactName: null,
  contactPhone: null,
  contactEmail: null,
};

/** A receiver's delivery options all left off: no tailgate, instructions, time slot or references. */
export const noDeliveryOptions: Omit<Consignment['receiver'], keyof Consignment['sender']> = {
  tailgate: false,
  handUnload: false,
  authorityToLeave: false,
  specialInstructions: null,
  deliveryTimeSlot: null,
  deliveryReferences: [],
  preventConsolidation: false,
};

/** The saved consignment's delivery time slot, as a request sends it (the saved one adds its window). */
export const perthMorningSlot: DeliveryTimeSlot = {
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  startTime: '09:00',
  endTime: '12:00',
  timeZone: 'Australia/Perth',
  recurrences: 2,
};

export function savedConsignment(overrides: Partial<Consignment> = {}): Consignment {
  return {
    id: '42',
    version: '"42-3"',
    createdAt: '2026-03-06T00:00:00Z',
    updatedAt: '2026-03-06T00:00:00Z',
    source: 'web',
    consignmentNo: 'RBL000000042',
    previousConsignmentNumbers: [],
    type: 'outbound',
    references: ['PO-1'],
    dispatchDate: '2026-03-09',
    sender: {
      ...party,
      name: 'Melbourne DC',
      addressId: melbourne.id,
      address: melbourne,
      addressBookEntryId: null,
    },
    receiver: {
      ...party,
      name: 'Osborne Park Electrical Wholesale',
      addressId: osborneParkAddress.id,
      address: osborneParkAddress,
      addressBookEntryId: '9',
      tailgate: true,
      handUnload: false,
      authorityToLeave: false,
      specialInstructions: 'Trade counter',
      deliveryTimeSlot: { ...perthMorningSlot, window: '2026-03-10T09:00:00+08:00/PT3H' },
      deliveryReferences: [],
      preventConsolidation: false,
    },
    costCenter: 'MEL-100',
    payerAccount: 'ACC1',
    lineItems: [
      {
        id: 'li_abc',
        packagingType: 'Carton',
        shippingItemPresetId: '5',
        description: 'Medium carton',
        quantity: 3,
        length: 450,
        width: 350,
        height: 300,
        volume: 141_750_000,
        weight: 8000,
        reference: null,
        itemIds: ['1', '2', '3'],
        pallets: null,
        dangerousGoods: [],
      },
    ],
    quoteId: '33333333-3333-4333-8333-333333333333',
    agreedService: {
      id: '7',
      name: 'Redback Logistics Economy Road',
      carrierName: 'Redback Logistics',
      carrierServiceId: 'cs1',
      providerType: 'carrier',
    },
    carrier: { id: 'c1', name: 'Redback Logistics' },
    price: { cost: null, isMasked: false, freightRecoveryAmount: null },
    estimatedTimeOfArrival: null,
    siteId: '1',
    manifest: null,
    transfer: null,
    transferPolicy: 'manual',
    pallets: null,
    estimateId: null,
    orderId: null,
    linkedOrders: [],
    dangerousGoodsDeclaration: { excludesDangerousGoods: false, emergencyContact: null },
    hasDangerousGoods: false,
    issues: [],
    pickupRequests: [],
    customFields: { po: 'X1' },
    shippingCostRecovery: { type: 'none', value: null },
    autoprint: { connotes: { enabled: true }, labels: { enabled: false } },
    itemQuantity: 3,
    volume: 141_750_000,
    weight: 24_000,
    isFullyDelivered: false,
    manifestTransferable: false,
    tracking: { events: [] },
    ...overrides,
  };
}
