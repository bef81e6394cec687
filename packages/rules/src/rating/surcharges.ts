import { assertWhole, divideHalfUp, multiply, RATE_SCALE, toScaled } from './arithmetic';
import type { ChargeLine, RatingLineItem, Shipment, SurchargeCode, SurchargeSchedule } from './types';
import { SURCHARGE_CODES } from './types';

/** Items longer than this in any dimension are over-length; exactly 1.2 m is not. */
export const OVER_LENGTH_MM = 1200;
/** Items heavier than this are heavy; exactly 32 kg is not. */
export const HEAVY_ITEM_G = 32_000;

const descriptions: Record<SurchargeCode, string> = {
  residential: 'Residential delivery',
  tailgate: 'Tailgate',
  handUnload: 'Hand unload',
  dangerousGoods: 'Dangerous goods',
  overLength: 'Over-length items over 1.2 m',
  heavyItem: 'Heavy items over 32 kg',
  deliveryTimeSlot: 'Delivery time slot',
};

const count = (items: readonly RatingLineItem[], test: (item: RatingLineItem) => boolean): number =>
  items.reduce((sum, item) => (test(item) ? sum + item.quantity : sum), 0);

const isOverLength = (item: RatingLineItem): boolean =>
  item.length > OVER_LENGTH_MM || item.width > OVER_LENGTH_MM || item.height > OVER_LENGTH_MM;

/** For each surcharge, how many items it concerns; 0 when it does not apply to this shipment. */
export function surchargeItemCounts(shipment: Shipment): Record<SurchargeCode, number> {
  const items = shipment.lineItems;
  const all = count(items, () => true);
  return {
    residential: shipment.receiver.residential ? all : 0,
    tailgate: shipment.tailgate ? all : 0,
    handUnload: shipment.handUnload ? all : 0,
    dangerousGoods: count(items, (item) => item.hasDangerousGoods === true),
    overLength: count(items, isOverLength),
    heavyItem: count(items, (item) => item.weight > HEAVY_ITEM_G),
    deliveryTimeSlot: shipment.deliveryTimeSlot ? all : 0,
  };
}

/** The surcharges the service charges on this shipment, in a fixed order; lines of 0 cents are left out. */
export function surchargeLines(shipment: Shipment, schedule: SurchargeSchedule): ChargeLine[] {
  const counts = surchargeItemCounts(shipment);
  const lines: ChargeLine[] = [];
  for (const code of SURCHARGE_CODES) {
    const rule = schedule[code];
    const items = counts[code];
    if (!rule || items === 0) continue;
    const amount = assertWhole(rule.amountCents, `Surcharge ${code}`);
    const perItem = rule.basis === 'perItem';
    const amountCents = perItem ? multiply(amount, items, `Surcharge ${code}`) : amount;
    if (amountCents === 0) continue;
    const description = rule.description ?? descriptions[code];
    lines.push({
      code,
      description: perItem ? `${description}, ${items} item${items === 1 ? '' : 's'}` : description,
      amountCents,
    });
  }
  return lines;
}

/** Fuel levy: a percentage of freight (after the minimum charge), rounded half-up to whole cents. */
export function fuelLevyLine(freightCents: number, percent: number): ChargeLine | null {
  const amountCents = divideHalfUp(
    multiply(assertWhole(freightCents, 'Freight'), toScaled(percent, 'Fuel levy percent'), 'Fuel levy'),
    100 * RATE_SCALE,
  );
  return amountCents === 0 ? null : { code: 'fuelLevy', description: `Fuel levy ${percent}%`, amountCents };
}
