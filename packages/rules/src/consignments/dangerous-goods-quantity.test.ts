import { describe, expect, it } from 'vitest';
import { aggregateQuantityOf } from './dangerous-goods-quantity';

describe('the aggregate quantity of a dangerous goods entry', () => {
  it('is the total as declared, else each receptacle’s times their count, else none', () => {
    const each = { amount: 4, unit: 'L' as const };
    expect(
      aggregateQuantityOf({
        totalAggregateQuantity: { amount: 10, unit: 'L' },
        receptacleAggregateQuantity: each,
        receptacleCount: 3,
      }),
    ).toEqual({ amount: 10, unit: 'L' });
    expect(
      aggregateQuantityOf({
        totalAggregateQuantity: null,
        receptacleAggregateQuantity: each,
        receptacleCount: 3,
      }),
    ).toEqual({ amount: 12, unit: 'L' });
    expect(
      aggregateQuantityOf({
        totalAggregateQuantity: null,
        receptacleAggregateQuantity: null,
        receptacleCount: 3,
      }),
    ).toBeNull();
  });
});
