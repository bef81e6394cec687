import type { Estimate } from '@freight/contracts';
import { melbourneLocality, osborneParkAddress } from './fixtures';

/** A saved outbound estimate of site 1 with one carton line and no quotes; override what a test needs. */
export function estimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    id: '5',
    siteId: '1',
    type: 'outbound',
    estimateNumber: 'E00000005',
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    deletedAt: null,
    dispatchDate: '2026-03-06',
    sender: {
      name: null,
      addressBookEntryId: null,
      address: null,
      locality: { ...melbourneLocality, id: '77' },
      residential: false,
    },
    receiver: {
      name: 'Osborne Park Electrical Wholesale',
      addressBookEntryId: '12',
      address: { ...osborneParkAddress, id: '88', localityId: '9' },
      locality: null,
      residential: false,
      authorityToLeave: true,
      deliveryTimeslotRequired: false,
      tailgate: false,
      handUnload: true,
    },
    references: ['PO-9'],
    lineItems: [
      {
        packagingType: 'Carton',
        shippingItemPresetId: '3',
        description: 'Medium carton',
        quantity: 3,
        length: 450,
        width: 355,
        height: 300,
        weight: 8_046,
        reference: null,
        dangerousGoods: [],
      },
    ],
    quoteSetId: 's1',
    quotes: [],
    selectedQuoteIds: [],
    convertedConsignment: [],
    hasDangerousGoods: false,
    shippingCostRecovery: { type: 'markupAmount', value: 250 },
    deliveryTimeSlot: null,
    ...overrides,
  };
}
