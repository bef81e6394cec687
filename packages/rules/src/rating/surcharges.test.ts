import { describe, expect, it } from 'vitest';
import { fuelLevyLine, surchargeItemCounts, surchargeLines } from './surcharges';
import type { RatingLineItem, Shipment, SurchargeSchedule } from './types';

const item = (over: Partial<RatingLineItem> = {}): RatingLineItem => ({
  quantity: 1,
  length: 400,
  width: 300,
  height: 300,
  weight: 5_000,
  ...over,
});

const shipment = (lineItems: RatingLineItem[], over: Partial<Shipment> = {}): Shipment => ({
  dispatchDate: '2026-03-06',
  sender: { chargeZone: 'V1' },
  receiver: { chargeZone: 'S1', state: 'SA' },
  lineItems,
  ...over,
});

const everything: SurchargeSchedule = {
  residential: { basis: 'perConsignment', amountCents: 550 },
  tailgate: { basis: 'perConsignment', amountCents: 3000 },
  handUnload: { basis: 'perItem', amountCents: 400 },
  dangerousGoods: { basis: 'perConsignment', amountCents: 2500 },
  overLength: { basis: 'perItem', amountCents: 1500 },
  heavyItem: { basis: 'perItem', amountCents: 1000 },
  deliveryTimeSlot: { basis: 'perConsignment', amountCents: 1200, description: 'Booked delivery window' },
};

describe('over-length: any dimension strictly over 1.2 m', () => {
  it('does not charge exactly 1200 mm', () => {
    const counts = surchargeItemCounts(shipment([item({ length: 1200, width: 1200, height: 1200 })]));
    expect(counts.overLength).toBe(0);
  });

  it('charges 1201 mm in any dimension, per qualifying item', () => {
    for (const dimension of ['length', 'width', 'height'] as const) {
      expect(surchargeItemCounts(shipment([item({ [dimension]: 1201, quantity: 2 })])).overLength).toBe(2);
    }
    // 2 long items + 1 normal: 2 x 1500 = 3000
    const lines = surchargeLines(shipment([item({ length: 1300, quantity: 2 }), item()]), everything);
    expect(lines).toEqual([
      { code: 'overLength', description: 'Over-length items over 1.2 m, 2 items', amountCents: 3000 },
    ]);
  });
});

describe('heavy items: dead weight strictly over 32 kg per item', () => {
  it('does not charge exactly 32 kg, charges 32.001 kg', () => {
    expect(surchargeItemCounts(shipment([item({ weight: 32_000, quantity: 4 })])).heavyItem).toBe(0);
    expect(surchargeItemCounts(shipment([item({ weight: 32_001, quantity: 4 })])).heavyItem).toBe(4);
  });

  it('looks at each item, not the line: 10 items of 20 kg are not heavy', () => {
    expect(surchargeItemCounts(shipment([item({ weight: 20_000, quantity: 10 })])).heavyItem).toBe(0);
  });

  it('charges per item or per consignment as the service says', () => {
    const heavy = shipment([item({ weight: 40_000, quantity: 3 })]);
    // per item: 3 x 1000 = 3000
    expect(
      surchargeLines(heavy, { heavyItem: { basis: 'perItem', amountCents: 1000 } })[0]?.amountCents,
    ).toBe(3000);
    // per consignment: 1000 once
    expect(surchargeLines(heavy, { heavyItem: { basis: 'perConsignment', amountCents: 1000 } })).toEqual([
      { code: 'heavyItem', description: 'Heavy items over 32 kg', amountCents: 1000 },
    ]);
  });
});

describe('surcharges requested or implied by the shipment', () => {
  it('itemises every surcharge that applies, in a fixed order', () => {
    const all = shipment(
      [item({ quantity: 2, hasDangerousGoods: true }), item({ length: 1500, weight: 40_000 })],
      {
        receiver: { chargeZone: 'S1', state: 'SA', residential: true },
        tailgate: true,
        handUnload: true,
        deliveryTimeSlot: { startDate: '2026-03-10' },
      },
    );
    // 3 items: hand unload 3 x 400 = 1200; over-length 1 x 1500; heavy 1 x 1000
    expect(surchargeLines(all, everything)).toEqual([
      { code: 'residential', description: 'Residential delivery', amountCents: 550 },
      { code: 'tailgate', description: 'Tailgate', amountCents: 3000 },
      { code: 'handUnload', description: 'Hand unload, 3 items', amountCents: 1200 },
      { code: 'dangerousGoods', description: 'Dangerous goods', amountCents: 2500 },
      { code: 'overLength', description: 'Over-length items over 1.2 m, 1 item', amountCents: 1500 },
      { code: 'heavyItem', description: 'Heavy items over 32 kg, 1 item', amountCents: 1000 },
      { code: 'deliveryTimeSlot', description: 'Booked delivery window', amountCents: 1200 },
    ]);
  });

  it('charges nothing that is not requested or not configured', () => {
    expect(surchargeLines(shipment([item()]), everything)).toEqual([]);
    const requested = shipment([item({ hasDangerousGoods: true })], { tailgate: true });
    expect(surchargeLines(requested, {})).toEqual([]);
  });

  it('counts dangerous goods items per item when charged per item', () => {
    const dg = shipment([item({ quantity: 3, hasDangerousGoods: true }), item({ quantity: 5 })]);
    // 3 DG items x 700 = 2100
    expect(
      surchargeLines(dg, { dangerousGoods: { basis: 'perItem', amountCents: 700 } })[0]?.amountCents,
    ).toBe(2100);
  });

  it('leaves out a surcharge configured at 0 cents', () => {
    expect(
      surchargeLines(shipment([item()], { tailgate: true }), {
        tailgate: { basis: 'perConsignment', amountCents: 0 },
      }),
    ).toEqual([]);
  });

  it('refuses a surcharge amount that is not whole cents', () => {
    expect(() =>
      surchargeLines(shipment([item()], { tailgate: true }), {
        tailgate: { basis: 'perConsignment', amountCents: 12.5 },
      }),
    ).toThrow(/Surcharge tailgate/);
  });
});

describe('fuel levy: percent of freight, half-up to the cent', () => {
  it('computes and describes the levy', () => {
    // 2492 x 15.5% = 386.26 -> 386
    expect(fuelLevyLine(2492, 15.5)).toEqual({
      code: 'fuelLevy',
      description: 'Fuel levy 15.5%',
      amountCents: 386,
    });
  });

  it('rounds .5 cent up', () => {
    // 1005 x 10% = 100.5 -> 101; 1004 x 10% = 100.4 -> 100
    expect(fuelLevyLine(1005, 10)?.amountCents).toBe(101);
    expect(fuelLevyLine(1004, 10)?.amountCents).toBe(100);
    // 1001 x 12.45% = 124.6245 -> 125
    expect(fuelLevyLine(1001, 12.45)?.amountCents).toBe(125);
  });

  it('gives no line for a levy of 0 cents', () => {
    expect(fuelLevyLine(2492, 0)).toBeNull();
    expect(fuelLevyLine(2, 10)).toBeNull(); // 0.2 c -> 0
  });
});
