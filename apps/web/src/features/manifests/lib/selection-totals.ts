import type { ConsignmentSummary } from '@freight/contracts';

export interface CarrierTotals {
  carrier: string;
  consignments: number;
  items: number;
  weight: number;
  volume: number;
}

/** Totals of the chosen consignments per carrier: each carrier gets a manifest of its own. */
export function totalsByCarrier(chosen: readonly ConsignmentSummary[]): CarrierTotals[] {
  const totals = new Map<string, CarrierTotals>();
  for (const c of chosen) {
    const carrier = c.carrier.name;
    const sum = totals.get(carrier) ?? { carrier, consignments: 0, items: 0, weight: 0, volume: 0 };
    totals.set(carrier, {
      carrier,
      consignments: sum.consignments + 1,
      items: sum.items + c.itemQuantity,
      weight: sum.weight + c.weight,
      volume: sum.volume + c.volume,
    });
  }
  return [...totals.values()].sort((a, b) => a.carrier.localeCompare(b.carrier));
}
