import { describe, expect, it } from 'vitest';
import { SAMPLE_HOLIDAYS } from './holidays.fixture';
import { rateService } from './rate-service';
import type { RatingService, Shipment } from './types';
import { melbourneAdelaideLane } from './lane.fixture';

const context = { holidays: SAMPLE_HOLIDAYS };

const melbourneAdelaide = melbourneAdelaideLane({ weightBreaks: [{ fromKg: 100, ratePerKgCents: 24 }] });

const road: RatingService = {
  id: 'road',
  cubicConversionKgPerM3: 250,
  rateCards: [
    {
      effectiveFrom: '2025-07-01',
      lanes: [
        {
          ...melbourneAdelaide,
          basicCents: 700,
          ratePerKgCents: 25,
          minimumCents: 1000,
          transitBusinessDays: 3,
        },
      ],
    },
    {
      effectiveFrom: '2026-03-01',
      lanes: [
        melbourneAdelaide,
        {
          fromZone: 'V1',
          toZone: 'W1',
          reciprocal: false,
          basicCents: 1500,
          ratePerKgCents: 45,
          minimumCents: 2500,
          transitBusinessDays: 4,
          cubicConversionKgPerM3: 333,
        },
      ],
    },
  ],
  fuelLevies: [
    { effectiveFrom: '2026-01-01', percent: 14 },
    { effectiveFrom: '2026-03-06', percent: 15.5 },
  ],
  surcharges: {
    residential: { basis: 'perConsignment', amountCents: 550 },
    tailgate: { basis: 'perConsignment', amountCents: 3000 },
    dangerousGoods: { basis: 'perConsignment', amountCents: 2500 },
    overLength: { basis: 'perItem', amountCents: 1500 },
    heavyItem: { basis: 'perConsignment', amountCents: 2000 },
  },
};

const shipment: Shipment = {
  dispatchDate: '2026-03-06', // a Friday; the fuel levy changes that day
  sender: { chargeZone: 'V1' },
  receiver: { chargeZone: 'S1', state: 'SA', residential: true },
  lineItems: [
    { quantity: 2, length: 400, width: 300, height: 300, weight: 5_000, packagingType: 'Carton' },
    { quantity: 1, length: 1_300, width: 1_000, height: 150, weight: 33_000, packagingType: 'Skid' },
  ],
};

describe('rateService: a hand-worked Melbourne to Adelaide quote', () => {
  it('prices freight, fuel levy, surcharges, GST and ETA', () => {
    // Chargeable weight at 250 kg/m³:
    //   cartons: 0.4 x 0.3 x 0.3 = 0.036 m³ x 250 = 9 kg cubic > 5 kg dead; x 2 = 18 kg
    //   skid: 1.3 x 1.0 x 0.15 = 0.195 m³ x 250 = 48.75 kg cubic > 33 kg dead -> 49 kg
    //   67 kg, under the 100 kg break: 67 x 26 c = 1742; freight 750 + 1742 = 2492 (over the 1100 minimum)
    // Fuel levy 15.5% from 2026-03-06: 2492 x 0.155 = 386.26 -> 386
    // Residential 550; over-length 1 item x 1500 (1300 mm > 1200); heavy 2000 per consignment (33 kg > 32)
    // Fees 386 + 550 + 1500 + 2000 = 4436; net 2492 + 4436 = 6928; GST 692.8 -> 693; total 7621
    // ETA: Fri 6 Mar + 2 business days in SA: Mon 9 Mar is Adelaide Cup Day, so Tue 10 (1), Wed 11 (2)
    expect(rateService(road, shipment, context)).toEqual({
      ok: true,
      serviceId: 'road',
      cost: {
        currency: 'AUD',
        freight: 2492,
        fees: 4436,
        net: 6928,
        tax: 693,
        total: 7621,
        chargesBreakdown: [
          { code: 'fuelLevy', description: 'Fuel levy 15.5%', amountCents: 386 },
          { code: 'residential', description: 'Residential delivery', amountCents: 550 },
          { code: 'overLength', description: 'Over-length items over 1.2 m, 1 item', amountCents: 1500 },
          { code: 'heavyItem', description: 'Heavy items over 32 kg', amountCents: 2000 },
        ],
      },
      eta: '2026-03-11',
      etaTimeZone: 'Australia/Adelaide',
      detail: {
        rateCardEffectiveFrom: '2026-03-01',
        lane: { fromZone: 'V1', toZone: 'S1', reversed: false },
        cubicConversionKgPerM3: 250,
        lineChargeableKg: [18, 49],
        chargeableKg: 67,
        basicCents: 750,
        ratePerKgCents: 26,
        weightChargeCents: 1742,
        minimumCents: 1100,
        minimumApplied: false,
        fuelLevyPercent: 15.5,
        transitBusinessDays: 2,
      },
    });
  });

  it('uses the fuel levy in effect the day before the change', () => {
    // Thu 5 Mar: levy 14%: 2492 x 0.14 = 348.88 -> 349; fees 349 + 550 + 1500 + 2000 = 4399
    // net 6891; GST 689.1 -> 689; total 7580; ETA Thu + 2: Fri 6 (1), Mon 9 holiday, Tue 10 (2)
    const rating = rateService(road, { ...shipment, dispatchDate: '2026-03-05' }, context);
    expect(rating.ok && rating.cost).toMatchObject({ fees: 4399, net: 6891, tax: 689, total: 7580 });
    expect(rating.ok && rating.eta).toBe('2026-03-10');
  });

  it('uses the rate card version in effect on the dispatch date, rounding a .5 cent levy up', () => {
    // Fri 27 Feb: the 2025-07-01 card: 700 + 67 x 25 = 700 + 1675 = 2375; levy 14% = 332.5 -> 333
    // fees 333 + 550 + 1500 + 2000 = 4383; net 6758; GST 675.8 -> 676; total 7434
    // ETA Fri 27 Feb + 3: Mon 2 (1), Tue 3 (2), Wed 4 Mar (3)
    const rating = rateService(road, { ...shipment, dispatchDate: '2026-02-27' }, context);
    expect(rating.ok && rating.cost).toMatchObject({
      freight: 2375,
      fees: 4383,
      net: 6758,
      tax: 676,
      total: 7434,
    });
    expect(rating.ok && rating.cost.chargesBreakdown[0]).toEqual({
      code: 'fuelLevy',
      description: 'Fuel levy 14%',
      amountCents: 333,
    });
    expect(rating.ok && [rating.eta, rating.detail.rateCardEffectiveFrom]).toEqual([
      '2026-03-04',
      '2025-07-01',
    ]);
  });

  it('prices the reverse direction of a reciprocal lane, in the receiver time zone', () => {
    // Adelaide to Melbourne, not residential: fees 386 + 1500 + 2000 = 3886; net 6378; GST 637.8 -> 638; total 7016
    // ETA Fri 6 Mar + 2 in VIC: Mon 9 Mar is Labour Day, so Wed 11
    const rating = rateService(
      road,
      { ...shipment, sender: { chargeZone: 'S1' }, receiver: { chargeZone: 'V1', state: 'VIC' } },
      context,
    );
    expect(rating.ok && rating.cost).toMatchObject({ freight: 2492, fees: 3886, total: 7016 });
    expect(rating.ok && [rating.eta, rating.etaTimeZone, rating.detail.lane.reversed]).toEqual([
      '2026-03-11',
      'Australia/Melbourne',
      true,
    ]);
  });

  it("applies a lane's own cubic conversion factor", () => {
    // V1 -> W1 at 333 kg/m³: cartons 0.036 x 333 = 11.988 x 2 = 23.976 -> 24; skid 0.195 x 333 = 64.935 -> 65
    // 89 kg x 45 c = 4005 + 1500 = 5505; levy 15.5% = 853.275 -> 853; fees 853 + 1500 + 2000 = 4353
    // net 9858; GST 985.8 -> 986; total 10844; ETA Fri 6 Mar + 4 in WA (9 Mar is no WA holiday): Thu 12
    const rating = rateService(road, { ...shipment, receiver: { chargeZone: 'W1', state: 'WA' } }, context);
    expect(rating.ok && rating.detail).toMatchObject({
      cubicConversionKgPerM3: 333,
      lineChargeableKg: [24, 65],
    });
    expect(rating.ok && rating.cost).toMatchObject({
      freight: 5505,
      fees: 4353,
      net: 9858,
      tax: 986,
      total: 10844,
    });
    expect(rating.ok && [rating.eta, rating.etaTimeZone]).toEqual(['2026-03-12', 'Australia/Perth']);
  });

  it("applies a rate card's cubic conversion factor over the service's", () => {
    // at 200 kg/m³: cartons 7.2 x 2 = 14.4 -> 15; skid 0.195 x 200 = 39 > 33 -> 39; 54 kg
    const card = {
      ...road.rateCards[1],
      effectiveFrom: '2026-03-01',
      cubicConversionKgPerM3: 200,
      lanes: [melbourneAdelaide],
    };
    const rating = rateService({ ...road, rateCards: [card] }, shipment, context);
    expect(rating.ok && rating.detail).toMatchObject({
      cubicConversionKgPerM3: 200,
      lineChargeableKg: [15, 39],
      chargeableKg: 54,
    });
  });

  it('charges the minimum when it wins, and rounds a .5 cent levy up', () => {
    // 200 mm cube, 1 kg: 0.008 m³ x 250 = 2 kg; 750 + 2 x 26 = 802 < 1100 minimum
    // levy 15.5% of 1100 = 170.5 -> 171; net 1271; GST 127.1 -> 127; total 1398
    const small = {
      ...shipment,
      receiver: { chargeZone: 'S1', state: 'SA' as const },
      lineItems: [{ quantity: 1, length: 200, width: 200, height: 200, weight: 1_000 }],
    };
    const rating = rateService(road, small, context);
    expect(rating.ok && rating.cost).toMatchObject({
      freight: 1100,
      fees: 171,
      net: 1271,
      tax: 127,
      total: 1398,
    });
    expect(rating.ok && rating.detail).toMatchObject({ weightChargeCents: 52, minimumApplied: true });
  });

  it('charges no fuel levy when none is in effect', () => {
    // 750 + 1742 = 2492; fees 550 + 1500 + 2000 = 4050; net 6542; GST 654.2 -> 654; total 7196
    const rating = rateService({ ...road, fuelLevies: [] }, shipment, context);
    expect(rating.ok && rating.cost).toMatchObject({ fees: 4050, total: 7196 });
    expect(rating.ok && rating.detail.fuelLevyPercent).toBeNull();
  });
});

describe('rateService: shipments a service cannot price', () => {
  it('has no lane', () => {
    expect(rateService(road, { ...shipment, receiver: { chargeZone: 't1', state: 'TAS' } }, context)).toEqual(
      {
        ok: false,
        serviceId: 'road',
        reason: {
          code: 'noLane',
          message: "This service does not run between the sender's and the receiver's areas.",
        },
      },
    );
    // V1 -> W1 is not reciprocal
    const back = rateService(
      road,
      { ...shipment, sender: { chargeZone: 'W1' }, receiver: { chargeZone: 'V1', state: 'VIC' } },
      context,
    );
    expect(!back.ok && back.reason.code).toBe('noLane');
  });

  it('has no rate card in effect yet', () => {
    expect(rateService(road, { ...shipment, dispatchDate: '2025-06-30' }, context)).toEqual({
      ok: false,
      serviceId: 'road',
      reason: { code: 'noRateCard', message: 'This service has no rates for a dispatch on 30 Jun 2025.' },
    });
  });

  it('has a locality without a charge zone', () => {
    const noSender = rateService(road, { ...shipment, sender: { chargeZone: null } }, context);
    expect(!noSender.ok && noSender.reason).toEqual({
      code: 'missingChargeZone',
      message: "No rates are set for the sender's suburb.",
    });
    const noReceiver = rateService(
      road,
      { ...shipment, receiver: { chargeZone: ' ', state: 'SA' } },
      context,
    );
    expect(!noReceiver.ok && noReceiver.reason.message).toBe("No rates are set for the receiver's suburb.");
  });

  it('has no line items', () => {
    const rating = rateService(road, { ...shipment, lineItems: [] }, context);
    expect(!rating.ok && rating.reason.code).toBe('noLineItems');
  });

  it('throws on malformed input rather than price it', () => {
    expect(() => rateService(road, { ...shipment, dispatchDate: '6/3/2026' }, context)).toThrow(RangeError);
    expect(() =>
      rateService(
        road,
        { ...shipment, lineItems: [{ quantity: 1, length: 1, width: 1, height: 1, weight: 0.5 }] },
        context,
      ),
    ).toThrow(RangeError);
  });
});
