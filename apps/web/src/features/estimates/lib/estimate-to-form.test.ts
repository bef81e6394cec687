import { describe, expect, it } from 'vitest';
import { estimateFormSchema } from './estimate-form';
import { estimateToRequest } from './estimate-request';
import { estimateToForm, locationToForm } from './estimate-to-form';
import { estimate as estimateFixture } from '../../../testing/estimate-fixture';

const site = { id: '1', addressId: '42', displayName: 'Melbourne DC' };
const estimate = estimateFixture();
const address = estimate.receiver.address;

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
      address: address && { ...address, id: '42' },
      locality: null,
      residential: false,
    };
    expect(locationToForm(party, site).mode).toBe('site');
  });
});
