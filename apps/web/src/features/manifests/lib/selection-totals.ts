import type { ConsignmentSummary, MovementType } from '@freight/contracts';

export interface ManifestTotals {
  key: string;
  carrier: string;
  dispatchDate: string;
  type: MovementType;
  consignments: number;
  items: number;
  weight: number;
  volume: number;
}

/**
 * Totals of the chosen consignments per manifest they will make: the server makes one per carrier account,
 * dispatch date and consignment type, so a carrier's inbound and outbound freight, or two days of it, are two.
 */
export function totalsByManifest(chosen: readonly ConsignmentSummary[]): ManifestTotals[] {
  const totals = new Map<string, ManifestTotals>();
  for (const c of chosen) {
    const key = JSON.stringify([c.carrier.id, c.dispatchDate, c.type]);
    const sum = totals.get(key) ?? {
      key,
      carrier: c.carrier.name,
      dispatchDate: c.dispatchDate,
      type: c.type,
      consignments: 0,
      items: 0,
      weight: 0,
      volume: 0,
    };
    totals.set(key, {
      ...sum,
      consignments: sum.consignments + 1,
      items: sum.items + c.itemQuantity,
      weight: sum.weight + c.weight,
      volume: sum.volume + c.volume,
    });
  }
  return [...totals.values()].sort(
    (a, b) =>
      a.carrier.localeCompare(b.carrier) ||
      a.dispatchDate.localeCompare(b.dispatchDate) ||
      a.type.localeCompare(b.type),
  );
}
