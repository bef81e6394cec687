import type { DangerousGoodsLine } from '@freight/contracts';

/**
 * The aggregate quantity of a dangerous goods entry, as the documents print it: the total as declared, else the
 * quantity per receptacle times their count; null when neither was declared.
 */
export function aggregateQuantityOf(
  entry: Pick<
    DangerousGoodsLine,
    'totalAggregateQuantity' | 'receptacleAggregateQuantity' | 'receptacleCount'
  >,
): { amount: number; unit: string } | null {
  if (entry.totalAggregateQuantity) return entry.totalAggregateQuantity;
  const each = entry.receptacleAggregateQuantity;
  if (each && entry.receptacleCount) return { amount: each.amount * entry.receptacleCount, unit: each.unit };
  return null;
}
