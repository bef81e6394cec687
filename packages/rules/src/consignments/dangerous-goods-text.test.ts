import { describe, expect, it } from 'vitest';
import { dangerousGoodsText } from './dangerous-goods-text';

describe('the text of a dangerous goods entry', () => {
  it('reads its UN number, name, class and packing group', () => {
    expect(
      dangerousGoodsText({
        unNumber: '1263',
        properShippingName: 'PAINT',
        classOrDivision: '3',
        packingGroup: 'II',
      }),
    ).toBe('UN1263 PAINT, class 3, PG II');
  });

  it('names the substance of an N.O.S. entry by its technical name, in brackets after the shipping name', () => {
    expect(
      dangerousGoodsText({
        unNumber: '3264',
        properShippingName: 'CORROSIVE LIQUID, ACIDIC, INORGANIC, N.O.S.',
        technicalName: 'Phosphoric acid',
        classOrDivision: '8',
        packingGroup: 'III',
      }),
    ).toBe('UN3264 CORROSIVE LIQUID, ACIDIC, INORGANIC, N.O.S. (Phosphoric acid), class 8, PG III');
  });

  it('leaves out what was not given', () => {
    expect(
      dangerousGoodsText({
        unNumber: '3481',
        properShippingName: 'LITHIUM ION BATTERIES',
        technicalName: null,
      }),
    ).toBe('UN3481 LITHIUM ION BATTERIES');
  });
});
