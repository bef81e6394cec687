import { aggregateQuantityOf } from './dangerous-goods-quantity';

const quantityText = (quantity: { amount: number; unit: string }) =>
  `${quantity.amount.toLocaleString('en-AU')} ${quantity.unit}`;

const quantityOf = (value: unknown): { amount: number; unit: string } | null =>
  typeof value === 'object' &&
  value !== null &&
  'amount' in value &&
  'unit' in value &&
  typeof value.amount === 'number' &&
  typeof value.unit === 'string'
    ? { amount: value.amount, unit: value.unit }
    : null;

/**
 * "4 × Steel drum, 20 L each, 80 L in all" for one dangerous goods entry as entered: how it is packed, which the
 * DG summary prints and a driver checks; empty when nothing of its packing was given.
 */
export function dangerousGoodsPackingText(entry: Record<string, unknown>): string {
  const count = typeof entry.receptacleCount === 'number' ? entry.receptacleCount : null;
  const receptacle =
    typeof entry.receptacle === 'string' && entry.receptacle !== '' ? entry.receptacle : null;
  const each = quantityOf(entry.receptacleAggregateQuantity);
  const total = aggregateQuantityOf({
    receptacleCount: count,
    receptacleAggregateQuantity: each,
    totalAggregateQuantity: quantityOf(entry.totalAggregateQuantity),
  });
  const packages =
    count === null
      ? receptacle
      : receptacle
        ? `${count} × ${receptacle}`
        : `${count} ${count === 1 ? 'package' : 'packages'}`;
  return [
    packages,
    each ? `${quantityText(each)} each` : null,
    total ? `${quantityText(total)} in all` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
