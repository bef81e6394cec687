import { describe, expect, it } from 'vitest';
import { defaultEstimateForm, defaultModes } from './estimate-defaults';
import { estimateFormSchema } from './estimate-form';
import type { EstimateForm } from './estimate-form';
import { newLine } from '../../../shared/shipment-form/lib/new-line';
import { recoveryFromWire, recoveryToWire } from '../../../shared/shipment-form/lib/recovery';
import { estimateToRequest, lineToWire } from './estimate-request';

const site = { id: '1', addressId: '42', displayName: 'Melbourne DC' };

function filledForm(): EstimateForm {
  const form = defaultEstimateForm('outbound', site, '2026-03-06');
  return {
    ...form,
    receiver: {
      mode: 'entry',
      entry: { id: '9', name: 'Perth CBD Stationers', address: '' },
      locality: null,
      residential: false,
    },
    receiverOptions: { ...form.receiverOptions, tailgate: true },
    references: ['PO-1'],
    lineItems: [
      {
        ...newLine(),
        presetId: '5',
        packagingType: 'Carton',
        description: ' Medium carton ',
        quantity: 2,
        length: 40.5,
        width: 30,
        height: 25.4,
        weight: 8.046,
      },
    ],
  };
}

describe('new estimate', () => {
  it('starts new lines at quantity 1 (M29)', () => {
    expect(newLine().quantity).toBe(1);
    expect(newLine().key).not.toBe(newLine().key);
  });
  it('sends outbound freight from the site and brings inbound freight to it', () => {
    expect(defaultModes('outbound', site)).toEqual({ sender: 'site', receiver: 'entry' });
    expect(defaultModes('inbound', site)).toEqual({ sender: 'entry', receiver: 'site' });
    expect(defaultModes('transfer', site)).toEqual({ sender: 'entry', receiver: 'entry' });
    expect(defaultModes('outbound', { addressId: null })).toEqual({ sender: 'entry', receiver: 'entry' });
  });
});

describe('estimateToRequest', () => {
  it('sends whole millimetres and grams, the site address, the entry and the receiver options', () => {
    const values = estimateFormSchema.parse(filledForm());
    expect(estimateToRequest(values, site)).toEqual({
      data: {
        siteId: '1',
        type: 'outbound',
        dispatchDate: '2026-03-06',
        sender: { name: 'Melbourne DC', address: { id: '42' }, residential: false },
        receiver: {
          addressBookEntryId: '9',
          residential: false,
          authorityToLeave: false,
          deliveryTimeslotRequired: false,
          tailgate: true,
          handUnload: false,
        },
        references: ['PO-1'],
        lineItems: [
          {
            packagingType: 'Carton',
            shippingItemPresetId: '5',
            description: 'Medium carton',
            quantity: 2,
            length: 405,
            width: 300,
            height: 254,
            weight: 8046,
            dangerousGoods: [],
          },
        ],
        shippingCostRecovery: { type: 'none', value: null },
      },
    });
  });

  it('sends a suburb-only location as its locality', () => {
    const form = filledForm();
    form.sender = {
      mode: 'locality',
      entry: null,
      locality: { id: '77', label: 'Richmond VIC 3121' },
      residential: true,
    };
    const values = estimateFormSchema.parse(form);
    expect(estimateToRequest(values, site).data.sender).toEqual({
      locality: { id: '77' },
      residential: true,
    });
  });

  it('refuses a line without weight or packaging, and an entry side without an entry', () => {
    const form = filledForm();
    form.receiver = { ...form.receiver, entry: null };
    form.lineItems = [{ ...newLine() }];
    const result = estimateFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'receiver.entry',
        'lineItems.0.packagingType',
        'lineItems.0.weight',
        'lineItems.0.length',
      ]),
    );
  });

  it('refuses measures of 0, as the quote and the consignment do', () => {
    const form = filledForm();
    form.lineItems = form.lineItems.map((line) => ({ ...line, length: 0, width: 0, height: 0, weight: 0 }));
    const issues = estimateFormSchema.safeParse(form).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lineItems.0.length', 'must be greater than 0'],
      ['lineItems.0.width', 'must be greater than 0'],
      ['lineItems.0.height', 'must be greater than 0'],
      ['lineItems.0.weight', 'must be greater than 0'],
    ]);
  });

  it('strips a UN prefix from dangerous goods and keeps the preset they came from', () => {
    const values = estimateFormSchema.parse({
      ...filledForm(),
      lineItems: [
        {
          ...filledForm().lineItems[0],
          dangerousGoods: [
            { unNumber: 'UN1263', properShippingName: 'Paint', classOrDivision: '3', packingGroup: 'II' },
            {
              presetId: '7',
              unNumber: '1993',
              properShippingName: 'Flammable liquid, n.o.s.',
              classOrDivision: '3',
              packingGroup: 'III',
            },
          ],
        },
      ],
    });
    const line = values.lineItems[0];
    // an entry filled from a preset names it
    expect(line && lineToWire(line).dangerousGoods).toEqual([
      {
        presetId: null,
        unNumber: '1263',
        properShippingName: 'Paint',
        classOrDivision: '3',
        packingGroup: 'II',
        receptacle: null,
        receptacleCount: null,
        receptacleAggregateQuantity: null,
      },
      {
        presetId: 7,
        unNumber: '1993',
        properShippingName: 'Flammable liquid, n.o.s.',
        classOrDivision: '3',
        packingGroup: 'III',
        receptacle: null,
        receptacleCount: null,
        receptacleAggregateQuantity: null,
      },
    ]);
  });
});

describe('shipping cost recovery', () => {
  it('sends amounts in cents and percentages as typed', () => {
    expect(recoveryToWire({ type: 'fixedAmount', value: 12.5 })).toEqual({
      type: 'fixedAmount',
      value: 1250,
    });
    expect(recoveryToWire({ type: 'markupAmount', value: 3 })).toEqual({ type: 'markupAmount', value: 300 });
    expect(recoveryToWire({ type: 'markupPercentage', value: 12.5 })).toEqual({
      type: 'markupPercentage',
      value: 12.5,
    });
    expect(recoveryToWire({ type: 'none', value: 4 })).toEqual({ type: 'none', value: null });
  });
  it('reads the wire back in dollars', () => {
    expect(recoveryFromWire({ type: 'fixedAmount', value: 1250 })).toEqual({
      type: 'fixedAmount',
      value: 12.5,
    });
    expect(recoveryFromWire({ type: 'markupPercentage', value: 10 })).toEqual({
      type: 'markupPercentage',
      value: 10,
    });
  });
  it('needs a value unless nothing is recovered, in cents at most', () => {
    const form = filledForm();
    expect(
      estimateFormSchema.safeParse({ ...form, recovery: { type: 'fixedAmount', value: null } }).success,
    ).toBe(false);
    expect(
      estimateFormSchema.safeParse({ ...form, recovery: { type: 'fixedAmount', value: 1.234 } }).success,
    ).toBe(false);
    expect(
      estimateFormSchema.safeParse({ ...form, recovery: { type: 'markupPercentage', value: 1.234 } }).success,
    ).toBe(true);
  });
});
