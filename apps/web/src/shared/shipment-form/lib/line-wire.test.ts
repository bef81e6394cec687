import { describe, expect, it } from 'vitest';
import { dangerousGoodsFormSchema } from './line-form';
import { dangerousGoodsToWire, savedLineToForm } from './line-wire';
import type { SavedLine } from './line-wire';

type DangerousGoods = SavedLine['dangerousGoods'];

/** A saved carton line of paint tins, 40 x 30 x 20 cm and 10 kg, with its dangerous goods. */
const paintTins = (quantity: number, dangerousGoods: DangerousGoods) => ({
  id: 'li_a',
  shippingItemPresetId: null,
  packagingType: 'Carton',
  description: 'Paint tins',
  quantity,
  length: 400,
  width: 300,
  height: 200,
  weight: 10_000,
  dangerousGoods,
});

/** A saved dangerous goods entry for the tins' paint (UN 1263). */
const paint = { id: 'dg_a', unNumber: '1263', properShippingName: 'PAINT' };

describe('savedLineToForm (M40)', () => {
  it('brings back a notifiable entry’s notification, and none for another', () => {
    const form = savedLineToForm(
      paintTins(1, [
        { ...paint, notifiable: true, notification: 'EPA 42' },
        { id: 'dg_b', unNumber: '1993', properShippingName: 'FLAMMABLE LIQUID', notifiable: false },
      ]),
    );
    expect(form.dangerousGoods.map((entry) => [entry.notifiable, entry.notification])).toEqual([
      [true, 'EPA 42'],
      [false, ''],
    ]);
  });
});

describe('a saved dangerous goods entry through the form', () => {
  it('sends back the fields the form does not show, so an edit loses none of them', () => {
    const form = savedLineToForm(
      paintTins(2, [
        {
          ...paint,
          technicalName: 'enamel',
          subsidiaryRisks: ['6.1'],
          receptacle: 'steel drum',
          receptacleCount: 2,
          totalAggregateQuantity: { amount: 40, unit: 'L' },
        },
      ]),
    );
    const [entry] = form.dangerousGoods;
    if (!entry) throw new Error('no entry');
    const values = dangerousGoodsFormSchema.parse(entry);
    expect(dangerousGoodsToWire(values)).toEqual({
      technicalName: 'enamel',
      subsidiaryRisks: ['6.1'],
      receptacle: 'steel drum',
      receptacleCount: 2,
      // the form shows the quantity in each receptacle, so a saved total comes back shared out over them
      receptacleAggregateQuantity: { amount: 20, unit: 'L' },
      presetId: null,
      unNumber: '1263',
      properShippingName: 'PAINT',
      classOrDivision: null,
      packingGroup: null,
    });
  });
});
