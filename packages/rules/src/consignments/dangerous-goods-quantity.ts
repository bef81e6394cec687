interface Quantity<U extends string> {
  amount: number;
  unit: U;
}

/**
 * The aggregate quantity of a dangerous goods entry, as the documents print it: the total as declared, else the
 * quantity per receptacle times their count; null when neither was declared.
 */
export function aggregateQuantityOf<U extends string>(entry: {
  totalAggregateQuantity: Quantity<U> | null;
  receptacleAggregateQuantity: Quantity<U> | null;
  receptacleCount: number | null;
}): Quantity<U> | null {
  if (entry.totalAggregateQuantity) return entry.totalAggregateQuantity;
  const each = entry.receptacleAggregateQuantity;
  if (each && entry.receptacleCount) return { amount: each.amount * entry.receptacleCount, unit: each.unit };
  return null;
}
