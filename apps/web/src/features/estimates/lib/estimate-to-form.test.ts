import { describe, expect, it } from 'vitest';
import type { Estimate } from '@freight/contracts';
import { estimateFormSchema } from './estimate-form';
import { estimateToRequest } from './estimate-request';
import { estimateToForm, locationToForm } from './estimate-to-form';

const site = { id: '1', addressId: '42', displayName: 'Melbourne DC' };
const address = {
  id: '88',
  line1: '28 Hasler Rd',
  line2: null,
  locality: 'Osborne Park',
  postcode: '6017',
  subdivision: 'WA',
  countryId: 'AU',
  timeZone: 'Australia/Perth',
  from: 'estimate' as const,
  gnafId: null,
  localityId: '9',
};
const locality = {
  id: '77',
  suburb: 'Melbourne',
  postcode: '3000',
  state: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  chargeZone: 'V1',
  label: 'Melbourne VIC 3000',
};

const estimate: Estimate = {
  id: '5',
  siteId: '1',
  type: 'outbound',
  estimateNumber: 'E00000005',
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
  deletedAt: null,
  dispatchDate: '2026-03-06',
  sender: { name: null, addressBookEntryId: null, address: null, locality, residential: false },
  receiver: {
    name: 'Osborne Park Electrical Wholesale',
    addressBookEntryId: '12',
    address,
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
};

describe('estimateToForm', () => {
  it('shows a saved estimate in cm, kg and dollars, with each party as it was given', () => {
    const form = estimateToForm(estimate, site);
    expect(form.sender).toMatchObject({
      mode: 'locality',
      locality: { id: '77', label: 'Melbourne VIC 3000' },
    });
    expect(form.receiver).toMatchObject({
      mode: 'entry',
      entry: {
        id: '12',
        name: 'Osborne Park Electrical Wholesale',
        address: '28 Hasler Rd, Osborne Park WA 6017',
      },
    });
    expect(form.lineItems[0]).toMatchObject({
      quantity: 3,
      length: 45,
      width: 35.5,
      height: 30,
      weight: 8.046,
    });
    expect(form.recovery).toEqual({ type: 'markupAmount', value: 2.5 });
    expect(form.receiverOptions).toEqual({
      authorityToLeave: true,
      deliveryTimeslotRequired: false,
      tailgate: false,
      handUnload: true,
    });
  });

  it('sends back what was saved', () => {
    const request = estimateToRequest(estimateFormSchema.parse(estimateToForm(estimate, site)), site);
    expect(request.data.lineItems[0]).toMatchObject({
      length: 450,
      width: 355,
      height: 300,
      weight: 8_046,
      quantity: 3,
    });
    expect(request.data.sender).toEqual({ locality: { id: '77' }, residential: false });
    expect(request.data.receiver).toMatchObject({
      addressBookEntryId: '12',
      authorityToLeave: true,
      handUnload: true,
    });
    expect(request.data.shippingCostRecovery).toEqual({ type: 'markupAmount', value: 250 });
  });

  it('knows the site address', () => {
    const party = {
      name: 'Melbourne DC',
      addressBookEntryId: null,
      address: { ...address, id: '42' },
      locality: null,
      residential: false,
    };
    expect(locationToForm(party, site).mode).toBe('site');
  });
});
