import type { Estimate } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { melbourneLocality, osborneParkAddress, site } from '../../../testing/fixtures';
import { defaultConsignmentForm } from './form-defaults';
import { knownIdentity } from './form-parties';
import { estimateToConsignmentForm } from './form-from-estimate';
import { consignmentFormSchema, partyFormSchema } from './form-schema';

const melbourneDc = site('1', 'Melbourne DC');

const estimate: Estimate = {
  id: '12',
  siteId: '1',
  type: 'outbound',
  estimateNumber: 'E-12',
  createdAt: '2026-03-06T00:00:00Z',
  updatedAt: '2026-03-06T00:00:00Z',
  deletedAt: null,
  dispatchDate: '2026-03-09',
  sender: {
    name: null,
    addressBookEntryId: null,
    address: null,
    locality: melbourneLocality,
    residential: false,
  },
  receiver: {
    name: 'Osborne Park Electrical Wholesale',
    addressBookEntryId: '9',
    address: osborneParkAddress,
    locality: null,
    residential: false,
    authorityToLeave: true,
    deliveryTimeslotRequired: false,
    tailgate: true,
    handUnload: false,
  },
  references: ['PO-9'],
  lineItems: [
    {
      packagingType: 'Carton',
      shippingItemPresetId: '5',
      description: 'Medium carton',
      quantity: 2,
      length: 450,
      width: 350,
      height: 300,
      weight: 8000,
      reference: null,
      dangerousGoods: [],
    },
  ],
  quoteSetId: 's1',
  quotes: [],
  selectedQuoteIds: [],
  convertedConsignment: [],
  hasDangerousGoods: false,
  shippingCostRecovery: { type: 'fixedAmount', value: 1500 },
  deliveryTimeSlot: null,
};

describe('an estimate converted to a consignment (L16)', () => {
  const start = defaultConsignmentForm({
    type: 'inbound',
    site: melbourneDc,
    customFields: [],
    recovery: { type: 'none', value: null },
    today: '2026-03-01',
  });
  const form = estimateToConsignmentForm(estimate, start, melbourneDc.addressId);

  it('takes the estimate’s type, date, references, receiver options, lines in cm and kg, and recovery', () => {
    expect(form).toMatchObject({
      type: 'outbound',
      dispatchDate: '2026-03-09',
      references: ['PO-9'],
      receiverExtras: { tailgate: true, authorityToLeave: true, handUnload: false },
      lineItems: [
        { packagingType: 'Carton', description: 'Medium carton', quantity: 2, length: 45, weight: 8 },
      ],
      recovery: { type: 'fixedAmount', value: 15 },
    });
  });

  it('keeps an entry with its address, and asks the street of a suburb-only party', () => {
    const values = consignmentFormSchema({ costCentreRequired: false }).safeParse(form);
    expect(knownIdentity(partyFormSchema.parse(form.receiver), melbourneDc)).toEqual({
      name: 'Osborne Park Electrical Wholesale',
      addressId: osborneParkAddress.id,
      addressBookEntryId: '9',
    });
    expect(form.sender).toMatchObject({ mode: 'new', locality: { id: '3000', label: 'Melbourne VIC 3000' } });
    expect(values.success).toBe(false);
    const paths = values.success ? [] : values.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['sender.name', 'sender.line1']);
  });
});
