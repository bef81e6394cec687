import { describe, expect, it } from 'vitest';
import { SAMPLE_HOLIDAYS } from './holidays.fixture';
import { priceQuoteSet, type QuoteSetInput } from './quote-set';
import type { Lane, RatingService } from './types';
import { melbourneAdelaideLane } from './lane.fixture';

const lane = melbourneAdelaideLane;

const service = (id: string, lanes: Lane[]): RatingService => ({
  id,
  cubicConversionKgPerM3: 250,
  rateCards: [{ effectiveFrom: '2026-01-01', lanes }],
  fuelLevies: [{ effectiveFrom: '2026-01-01', percent: 10 }],
  surcharges: {},
});

// One 10 kg item with no volume: chargeable 10 kg. ETAs from Fri 6 Mar 2026; Mon 9 Mar is Adelaide Cup Day.
// road:      750 + 10 x 26 = 1010 -> minimum 1100; levy 110; net 1210; GST 121; total 1331; + 2 days -> Wed 11 Mar
// roadTwin:  the same price, + 3 days -> Thu 12 Mar, so it ranks after road
// express:   1200 + 10 x 40 = 1600; levy 160; net 1760; GST 176; total 1936; + 1 day -> Tue 10 Mar
// economy:   no lane to S1, so it cannot price
const services = [
  service('economy', [lane({ toZone: 'W1' })]),
  service('express', [
    lane({ basicCents: 1200, ratePerKgCents: 40, minimumCents: 1500, transitBusinessDays: 1 }),
  ]),
  service('roadTwin', [lane({ transitBusinessDays: 3 })]),
  service('road', [lane({})]),
];

const input: QuoteSetInput = {
  shipment: {
    dispatchDate: '2026-03-06',
    sender: { chargeZone: 'V1' },
    receiver: { chargeZone: 'S1', state: 'SA' },
    lineItems: [{ quantity: 1, length: 0, width: 0, height: 0, weight: 10_000 }],
  },
  services,
  holidays: SAMPLE_HOLIDAYS,
};

const summary = (quotes: ReturnType<typeof priceQuoteSet>) =>
  quotes.map((q) => [
    q.price.rank,
    q.serviceId,
    q.price.cost?.total ?? null,
    q.eta,
    q.selectable,
    q.recommended,
  ]);

describe('priceQuoteSet', () => {
  it('prices every service, ranks by total then ETA, recommends the cheapest, keeps the unpriced', () => {
    const quotes = priceQuoteSet(input);
    expect(summary(quotes)).toEqual([
      [1, 'road', 1331, '2026-03-11', true, true],
      [2, 'roadTwin', 1331, '2026-03-12', true, false],
      [3, 'express', 1936, '2026-03-10', true, false],
      [4, 'economy', null, null, false, false],
    ]);
    expect(quotes[3]?.unselectableReason).toEqual({
      code: 'noLane',
      message: "This service does not run between the sender's and the receiver's areas.",
    });
    expect(quotes[0]).toMatchObject({
      unselectableReason: null,
      etaTimeZone: 'Australia/Adelaide',
      evaluation: {},
      price: { isMasked: false, freightRecoveryAmount: null },
    });
    expect(quotes[0]?.detail?.minimumApplied).toBe(true);
  });

  it("makes only the receiver's policy service selectable, the others ranked after it with the reason", () => {
    const quotes = priceQuoteSet({ ...input, policyServiceIds: ['express'] });
    expect(summary(quotes)).toEqual([
      [1, 'express', 1936, '2026-03-10', true, true],
      [2, 'road', 1331, '2026-03-11', false, false],
      [3, 'roadTwin', 1331, '2026-03-12', false, false],
      [4, 'economy', null, null, false, false],
    ]);
    expect(quotes[1]?.unselectableReason?.code).toBe('receiverServicePolicy');
    expect(quotes[3]?.unselectableReason?.code).toBe('noLane'); // the pricing reason says more
  });

  it('masks prices but keeps ranks, recommendation and ETAs', () => {
    const quotes = priceQuoteSet({
      ...input,
      priceMasking: true,
      shippingCostRecovery: { type: 'fixedAmount', value: 900 },
    });
    expect(quotes.map((q) => [q.serviceId, q.price, q.detail, q.recommended, q.eta])).toEqual([
      [
        'road',
        { cost: null, rank: 1, isMasked: true, freightRecoveryAmount: null },
        null,
        true,
        '2026-03-11',
      ],
      [
        'roadTwin',
        { cost: null, rank: 2, isMasked: true, freightRecoveryAmount: null },
        null,
        false,
        '2026-03-12',
      ],
      [
        'express',
        { cost: null, rank: 3, isMasked: true, freightRecoveryAmount: null },
        null,
        false,
        '2026-03-10',
      ],
      ['economy', { cost: null, rank: 4, isMasked: true, freightRecoveryAmount: null }, null, false, null],
    ]);
  });

  it('adds the shipping cost recovery amount to priced quotes', () => {
    // road 1331 x 1.10 = 1464.1 -> 1464; express 1936 x 1.10 = 2129.6 -> 2130
    const quotes = priceQuoteSet({ ...input, shippingCostRecovery: { type: 'markupPercentage', value: 10 } });
    expect(quotes.map((q) => q.price.freightRecoveryAmount)).toEqual([1464, 1464, 2130, null]);
  });

  it('flags a delivery time slot that starts before the ETA', () => {
    const shipment = { ...input.shipment, deliveryTimeSlot: { startDate: '2026-03-10' } };
    const quotes = priceQuoteSet({ ...input, shipment });
    expect(quotes.map((q) => [q.serviceId, q.evaluation])).toEqual([
      ['road', { invalidDeliveryTimeSlotStartDate: { earliestPermittedDate: '2026-03-11' } }],
      ['roadTwin', { invalidDeliveryTimeSlotStartDate: { earliestPermittedDate: '2026-03-12' } }],
      ['express', {}],
      ['economy', {}],
    ]);
  });

  it('is deterministic: the same set in another order gives the same answer', () => {
    expect(priceQuoteSet({ ...input, services: [...services].reverse() })).toEqual(priceQuoteSet(input));
  });

  it('answers an empty set with no quotes', () => {
    expect(priceQuoteSet({ ...input, services: [] })).toEqual([]);
  });
});
