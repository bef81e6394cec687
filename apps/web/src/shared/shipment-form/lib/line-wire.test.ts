import { describe, expect, it } from 'vitest';
import { savedLineToForm } from './line-wire';

describe('savedLineToForm (M40)', () => {
  it('brings back a notifiable entry’s notification, and none for another', () => {
    const form = savedLineToForm({
      id: 'li_a',
      shippingItemPresetId: null,
      packagingType: 'Carton',
      description: 'Paint tins',
      quantity: 1,
      length: 400,
      width: 300,
      height: 200,
      weight: 10_000,
      dangerousGoods: [
        {
          id: 'dg_a',
          unNumber: '1263',
          properShippingName: 'PAINT',
          notifiable: true,
          notification: 'EPA 42',
        },
        { id: 'dg_b', unNumber: '1993', properShippingName: 'FLAMMABLE LIQUID', notifiable: false },
      ],
    });
    expect(form.dangerousGoods.map((entry) => [entry.notifiable, entry.notification])).toEqual([
      [true, 'EPA 42'],
      [false, ''],
    ]);
  });
});
