import { sql } from 'drizzle-orm';
import type { ServiceMode } from '@freight/contracts';
import type { Lane, SurchargeCode } from '@freight/rules';
import type { Db } from '../platform/db/client';
import type { Tx } from '../platform/db/transaction';
import * as accounts from '../modules/accounts';
import * as carriers from '../modules/carriers';
import { carriers as carrierTable, localities } from '../db/schema';
import { seedOnce } from './demo-seed-lock';

// Any constant works: it only has to be the same for every process that seeds.
const SEED_LOCK = 7_310_005;
const EFFECTIVE_FROM = '2025-01-01';
const DEMO_SITES = ['Melbourne DC', 'Sydney Warehouse', 'Wacol Depot', 'Perth Store', 'Adelaide Hub'];

interface Zone {
  zone: string;
  latitude: number;
  longitude: number;
}

/**
 * Road prices by distance between zone centres, in cents (rate per kg in cents). The 300-800 km band is
 * DESIGN 5's Melbourne -> Adelaide lane: $7.50 basic + $0.26/kg, $11 minimum, two business days.
 */
const LONGEST = { upToKm: Infinity, basic: 1300, perKg: 68, minimum: 2200, days: 6 } as const;
const roadBands = [
  { upToKm: 60, basic: 550, perKg: 12, minimum: 850, days: 1 },
  { upToKm: 300, basic: 650, perKg: 18, minimum: 950, days: 1 },
  { upToKm: 800, basic: 750, perKg: 26, minimum: 1100, days: 2 },
  { upToKm: 1500, basic: 900, perKg: 38, minimum: 1400, days: 3 },
  { upToKm: 2500, basic: 1100, perKg: 52, minimum: 1800, days: 4 },
  LONGEST,
] as const;

/** How each kind of service prices against road, and how far it goes (overnight services stop at 1,000 km). */
const modeTerms: Record<
  ServiceMode,
  { price: number; perKg: number; maxKm: number; days: (road: number) => number }
> = {
  road: { price: 1, perKg: 1, maxKm: Infinity, days: (road) => road },
  overnight: { price: 1.2, perKg: 1.35, maxKm: 1000, days: () => 1 },
  express: { price: 1.3, perKg: 1.6, maxKm: Infinity, days: (road) => Math.max(1, Math.ceil(road / 2)) },
  air: { price: 1.5, perKg: 2.2, maxKm: Infinity, days: () => 1 },
  courier: { price: 0.9, perKg: 1.2, maxKm: 100, days: () => 1 },
};

interface DemoService {
  name: string;
  mode: ServiceMode;
  /** Zone prefixes served (e.g. ['V', 'S', 'N']); absent serves the whole country. */
  states?: readonly string[];
}

interface DemoCarrier {
  name: string;
  prefix: string;
  /** Price relative to the market. */
  factor: number;
  fuelLevy: number;
  /** A later levy, to show levies changing by date. */
  nextFuelLevy: { from: string; percent: number };
  services: DemoService[];
}

/** A later levy's date, to show levies changing by date. */
const NEXT_LEVY_FROM = '2026-07-01';

// Fictional carriers; any likeness to a real one is a coincidence.
// prefix, service, mode, zone prefixes served (none: the whole country)
const demoServices: [string, string, ServiceMode, (readonly string[])?][] = [
  ['SCF', 'Road Express', 'road'],
  ['SCF', 'Overnight', 'overnight'],
  ['KEX', 'Express', 'express'],
  ['KEX', 'General', 'road'],
  ['RBL', 'Economy Road', 'road'],
  ['RBL', 'Priority Overnight', 'overnight'],
  ['CCR', 'Parcel Express', 'express'],
  ['CCR', 'Metro Road', 'road'],
  // a regional carrier: a lane it does not serve comes back unselectable with its reason
  ['MAL', 'South East Road', 'road', ['V', 'S', 'N']],
];

// name, consignment prefix, price factor, fuel levy %, levy % from NEXT_LEVY_FROM
const demoCarriers: DemoCarrier[] = (
  [
    ['Southern Cross Freight', 'SCF', 1, 15.2, 16.4],
    ['Koala Express', 'KEX', 1.08, 12.5, 13.1],
    ['Redback Logistics', 'RBL', 0.95, 19.5, 18.9],
    ['Coastal Couriers', 'CCR', 1.15, 17.8, 17.2],
    ['Mallee Transport', 'MAL', 0.9, 10.5, 11],
  ] as const
).map(([name, prefix, factor, fuelLevy, nextPercent]) => ({
  name,
  prefix,
  factor,
  fuelLevy,
  nextFuelLevy: { from: NEXT_LEVY_FROM, percent: nextPercent },
  services: demoServices
    .filter(([of]) => of === prefix)
    .map(([, serviceName, mode, states]) => ({ name: serviceName, mode, ...(states ? { states } : {}) })),
}));

const surcharges: { code: SurchargeCode; amountCents: number; basis: 'perConsignment' | 'perItem' }[] = [
  { code: 'residential', amountCents: 550, basis: 'perConsignment' },
  { code: 'tailgate', amountCents: 3500, basis: 'perConsignment' },
  { code: 'handUnload', amountCents: 2500, basis: 'perConsignment' },
  { code: 'dangerousGoods', amountCents: 4500, basis: 'perConsignment' },
  { code: 'overLength', amountCents: 1800, basis: 'perItem' },
  { code: 'heavyItem', amountCents: 1200, basis: 'perItem' },
  { code: 'deliveryTimeSlot', amountCents: 2000, basis: 'perConsignment' },
];

function distanceKm(a: Zone, b: Zone): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Metro zones end in 1 (V1, N1, S1, ...); the others are regional and cost more and take a day longer. */
const isRegional = (zone: string) => !zone.endsWith('1');
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A national lane matrix, each pair once and reciprocal, priced from distance bands. */
export function demoLanes(zones: readonly Zone[], carrier: DemoCarrier, service: DemoService): Lane[] {
  const terms = modeTerms[service.mode];
  const served = zones.filter(
    (z) => !service.states || service.states.some((prefix) => z.zone.startsWith(prefix)),
  );
  const lanes: Lane[] = [];
  served.forEach((from, i) => {
    for (const to of served.slice(i)) {
      const km = from === to ? 0 : distanceKm(from, to);
      if (km > terms.maxKm) continue;
      const band = roadBands.find((b) => km <= b.upToKm) ?? LONGEST;
      const regional = isRegional(from.zone) || isRegional(to.zone) ? 1.1 : 1;
      const price = carrier.factor * terms.price * regional;
      lanes.push({
        fromZone: from.zone,
        toZone: to.zone,
        reciprocal: true,
        basicCents: roundTo(band.basic * price, 5),
        ratePerKgCents: roundTo(band.perKg * carrier.factor * terms.perKg * regional, 0.5),
        minimumCents: roundTo(band.minimum * price, 5),
        weightBreaks: [100, 500, 1000].map((fromKg, step) => ({
          fromKg,
          ratePerKgCents: roundTo(
            band.perKg * carrier.factor * terms.perKg * regional * (0.9 - step * 0.1),
            0.5,
          ),
        })),
        transitBusinessDays: terms.days(band.days) + (regional > 1 && service.mode === 'road' ? 1 : 0),
      });
    }
  });
  return lanes;
}

async function chargeZones(tx: Tx): Promise<Zone[]> {
  const rows = await tx
    .select({
      zone: sql<string>`upper(trim(${localities.chargeZone}))`,
      latitude: sql<number>`avg(${localities.latitude})::float8`,
      longitude: sql<number>`avg(${localities.longitude})::float8`,
    })
    .from(localities)
    .where(sql`trim(coalesce(${localities.chargeZone}, '')) <> '' and ${localities.latitude} is not null`)
    .groupBy(sql`upper(trim(${localities.chargeZone}))`)
    .orderBy(sql`upper(trim(${localities.chargeZone}))`);
  return rows.map((row) => ({
    zone: row.zone,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
}

async function seedCarrier(deps: carriers.CarrierDeps, zones: Zone[], demo: DemoCarrier) {
  await carriers.addCarrier(deps, {
    name: demo.name,
    contactEmail: `bookings@${demo.name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
    consignmentPrefix: demo.prefix,
    trackingUrlTemplate: `https://track.${demo.prefix.toLowerCase()}.example/{consignmentNumber}`,
  });
  await carriers.setFuelLevy(deps, {
    carrier: demo.name,
    percent: demo.fuelLevy,
    effectiveFrom: EFFECTIVE_FROM,
  });
  await carriers.setFuelLevy(deps, {
    carrier: demo.name,
    percent: demo.nextFuelLevy.percent,
    effectiveFrom: demo.nextFuelLevy.from,
  });
  for (const service of demo.services) {
    await carriers.addService(deps, {
      carrier: demo.name,
      name: service.name,
      mode: service.mode,
      pickupBookingCutoff: service.mode === 'road' ? '14:00' : '15:30',
      pickupCutoff: service.mode === 'road' ? '16:00' : '17:30',
      pickupWindowMinimumMinutes: 120,
    });
    await carriers.saveRateCard(deps, {
      carrier: demo.name,
      service: service.name,
      account: null,
      effectiveFrom: EFFECTIVE_FROM,
      lanes: demoLanes(zones, demo, service),
      source: 'demo',
    });
    for (const surcharge of surcharges)
      await carriers.setSurcharge(deps, { carrier: demo.name, service: service.name, ...surcharge });
  }
}

/** Every demo service granted to each demo site found by name, under an account of that site. */
async function grantDemoSites(deps: carriers.CarrierDeps) {
  const sites = await accounts.listSites({ db: deps.db, clock: deps.clock });
  for (const [index, name] of DEMO_SITES.entries()) {
    const site = sites.find((s) => s.name === name);
    if (!site) continue;
    for (const demo of demoCarriers) {
      for (const service of demo.services) {
        await carriers.grantAgreedService(deps, {
          site: site.id,
          carrier: demo.name,
          service: service.name,
          carrierChargeAccount: `${demo.prefix}${String(site.id).padStart(4, '0')}${index + 1}`,
        });
      }
    }
  }
}

/**
 * Demo carriers with national rate cards over the localities' charge zones, fuel levies and surcharges, granted
 * as agreed services to the demo sites. Does nothing (false) when any carrier exists. Run after the localities
 * and the demo accounts are loaded; sites missing by then are skipped.
 */
export async function seedDemoCarriers(db: Db): Promise<boolean> {
  const now = new Date();
  return seedOnce(db, SEED_LOCK, carrierTable, async (tx) => {
    const deps: carriers.CarrierDeps = { db: tx, clock: { now: () => now } };
    const zones = await chargeZones(tx);
    for (const demo of demoCarriers) await seedCarrier(deps, zones, demo);
    await grantDemoSites(deps);
  });
}
