import { describe, expect, it } from 'vitest';
import { dangerousGoodsPackingText } from './dangerous-goods-packing';

describe('dangerousGoodsPackingText', () => {
  it('says the receptacles, the quantity in each and in all', () => {
    expect(
      dangerousGoodsPackingText({
        receptacle: 'Steel drum',
        receptacleCount: 4,
        receptacleAggregateQuantity: { amount: 20, unit: 'L' },
        totalAggregateQuantity: null,
      }),
    ).toBe('4 × Steel drum, 20 L each, 80 L in all');
  });

  it('takes a declared total over the product of count and quantity each', () => {
    expect(
      dangerousGoodsPackingText({
        receptacle: 'Fibreboard box',
        receptacleCount: 2,
        receptacleAggregateQuantity: null,
        totalAggregateQuantity: { amount: 1500, unit: 'kg' },
      }),
    ).toBe('2 × Fibreboard box, 1,500 kg in all');
  });

  it('counts packages when no receptacle was named, and is empty when nothing of the packing was given', () => {
    expect(dangerousGoodsPackingText({ receptacleCount: 1 })).toBe('1 package');
    expect(dangerousGoodsPackingText({ receptacleCount: 3 })).toBe('3 packages');
    expect(dangerousGoodsPackingText({ unNumber: '1263' })).toBe('');
  });
});
