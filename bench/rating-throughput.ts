/**
 * Pure pricing throughput of the rating engine on one core (no database, no HTTP):
 * one service quoting a 10-line shipment, and a quote set of 20 services for the same shipment.
 * Rate cards are national 48-zone matrices (2,304 lanes) kept in memory, as a server process would
 * cache them; `quoteSetFromFreshRows` repeats the set with each service's lane row freshly loaded.
 * Run: npx tsx bench/rating-throughput.ts
 */
import {
  priceQuoteSet,
  rateService,
  type Lane,
  type RatingLineItem,
  type RatingService,
  type Shipment,
} from '@freight/rules';
import { publicHolidaysFrom } from '../apps/server/src/modules/quotes/public-holidays';

const ZONES = ['V', 'N', 'Q', 'S', 'W', 'T', 'A', 'D'].flatMap((state) =>
  [1, 2, 3, 4, 5, 6].map((n) => `${state}${n}`),
);

function lanes(seed: number): Lane[] {
  return ZONES.flatMap((fromZone, i) =>
    ZONES.map((toZone, j) => ({
      fromZone,
      toZone,
      reciprocal: false,
      basicCents: 700 + ((i * 7 + j * 3 + seed) % 50) * 10,
      ratePerKgCents: 20 + ((i + j + seed) % 40) / 2,
      minimumCents: 1100 + seed * 10,
      weightBreaks: [
        { fromKg: 100, ratePerKgCents: 18.5 },
        { fromKg: 500, ratePerKgCents: 15 },
        { fromKg: 1000, ratePerKgCents: 12.25 },
      ],
      transitBusinessDays: 1 + ((i + j) % 5),
    })),
  );
}

function service(seed: number, cardLanes: Lane[]): RatingService {
  return {
    id: `service-${String(seed).padStart(2, '0')}`,
    cubicConversionKgPerM3: seed % 3 === 0 ? 333 : 250,
    rateCards: [{ effectiveFrom: '2025-07-01', lanes: cardLanes }],
    fuelLevies: [
      { effectiveFrom: '2026-01-01', percent: 14 + seed / 10 },
      { effectiveFrom: '2026-03-01', percent: 15.5 },
    ],
    surcharges: {
      residential: { basis: 'perConsignment', amountCents: 550 },
      tailgate: { basis: 'perConsignment', amountCents: 3000 },
      dangerousGoods: { basis: 'perConsignment', amountCents: 2500 },
      overLength: { basis: 'perItem', amountCents: 1500 },
      heavyItem: { basis: 'perItem', amountCents: 1000 },
    },
  };
}

const lineItems: RatingLineItem[] = Array.from({ length: 10 }, (_, i) => ({
  quantity: 1 + (i % 4),
  length: 300 + i * 110,
  width: 250 + i * 20,
  height: 200 + i * 15,
  weight: 4_000 + i * 3_500,
  hasDangerousGoods: i === 3,
}));

const shipment: Shipment = {
  dispatchDate: '2026-03-06',
  sender: { chargeZone: 'V1' },
  receiver: { chargeZone: 'W1', state: 'WA', residential: true },
  lineItems,
  tailgate: true,
};

const services = Array.from({ length: 20 }, (_, seed) => service(seed, lanes(seed)));
const holidays = publicHolidaysFrom(shipment.dispatchDate);
const context = { holidays };

function perSecond(durationMs: number, run: () => void): number {
  const end = performance.now() + durationMs;
  let count = 0;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i += 1) run();
    count += 100;
  }
  return Math.round(count / (durationMs / 1000));
}

function latencies(runs: number, run: () => void): { medianMicros: number; p95Micros: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number): number =>
    Math.round((samples[Math.floor(q * (samples.length - 1))] ?? 0) * 10) / 10;
  return { medianMicros: at(0.5), p95Micros: at(0.95) };
}

const quoteOne = (): void => void rateService(services[0] as RatingService, shipment, context);
const quoteSet = (): void => void priceQuoteSet({ shipment, services, holidays });
// As if each request loaded its lane rows afresh (only the sender -> receiver row of each service):
// no lane index survives between sets. The copies are made before timing.
const freshSets = Array.from({ length: 5_000 }, () =>
  services.map((s) => ({
    ...s,
    rateCards: s.rateCards.map((card) => ({
      ...card,
      lanes: card.lanes.filter((l) => l.fromZone === 'V1' && l.toZone === 'W1').map((l) => ({ ...l })),
    })),
  })),
);
let fresh = 0;
const quoteSetFreshRows = (): void =>
  void priceQuoteSet({
    shipment,
    holidays,
    services: freshSets[fresh++ % freshSets.length] ?? [],
  });

// warm up the JIT and the lane indexes
for (let i = 0; i < 2_000; i += 1) {
  quoteOne();
  quoteSet();
}

const quotesPerSecond = perSecond(2_000, quoteOne);
const quoteSetsPerSecond = perSecond(2_000, quoteSet);
console.log(
  JSON.stringify(
    {
      benchmark: 'rating-throughput',
      node: process.version,
      lineItems: lineItems.length,
      lanesPerRateCard: ZONES.length ** 2,
      quote: { quotesPerSecond, ...latencies(20_000, quoteOne) },
      quoteSet: {
        services: services.length,
        quoteSetsPerSecond,
        quotesPerSecond: quoteSetsPerSecond * services.length,
        ...latencies(5_000, quoteSet),
      },
      quoteSetFromFreshRows: latencies(5_000, quoteSetFreshRows),
    },
    null,
    2,
  ),
);
