import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { QuoteSet } from '@freight/contracts';
import { TestClient } from '../testing/http-client';
import { useTestApp } from '../testing/test-world';
import {
  agreedServices,
  carriers,
  carrierServices,
  fuelLevies,
  localities,
  rateCardLanes,
  rateCards,
  sites,
} from '../db/schema';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoCarriers } from './demo-carriers';
import { loadLocalities } from '../reference-data/localities';

const t = useTestApp();
beforeAll(async () => {
  await loadLocalities(t.database.db);
  await seedDemoData(t.database.db);
});

describe('seedDemoCarriers', () => {
  it('adds carriers with road, express and overnight services once, granted to the demo sites', async () => {
    const db = t.database.db;
    expect(await seedDemoCarriers(db)).toBe(true);
    expect(await seedDemoCarriers(db)).toBe(false);

    const names = (await db.select({ name: carriers.name }).from(carriers)).map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    const modes = new Set(
      (await db.select({ mode: carrierServices.mode }).from(carrierServices)).map((s) => s.mode),
    );
    expect([...modes].sort()).toEqual(['express', 'overnight', 'road']);
    const levies = await db.select().from(fuelLevies);
    expect(levies.every((l) => Number(l.percent) >= 10 && Number(l.percent) <= 20)).toBe(true);

    const granted = await db
      .selectDistinct({ name: sites.name })
      .from(agreedServices)
      .innerJoin(sites, eq(sites.id, agreedServices.siteId))
      .orderBy(asc(sites.name));
    expect(granted.map((s) => s.name)).toEqual([
      'Adelaide Hub',
      'Melbourne DC',
      'Perth Store',
      'Sydney Warehouse',
      'Wacol Depot',
    ]);
  });

  it('prices a Melbourne -> Adelaide road lane as DESIGN 5 does, over every charge zone of the localities', async () => {
    const db = t.database.db;
    const [roadExpress] = await db
      .select()
      .from(carrierServices)
      .where(eq(carrierServices.name, 'Road Express'));
    expect(roadExpress?.cubicConversionKgPerM3).toBe(250);
    const lanes = await db
      .select({ lane: rateCardLanes })
      .from(rateCardLanes)
      .innerJoin(rateCards, eq(rateCards.id, rateCardLanes.rateCardId))
      .innerJoin(carrierServices, eq(carrierServices.id, rateCards.carrierServiceId))
      .where(eq(carrierServices.name, 'Road Express'));
    const melbourneAdelaide = lanes.find(
      ({ lane }) => [lane.fromZone, lane.toZone].sort().join() === 'S1,V1',
    )?.lane;
    expect(melbourneAdelaide).toMatchObject({
      basicCents: 750,
      ratePerKgCents: 26,
      minimumCents: 1100,
      transitBusinessDays: 2,
      reciprocal: true,
    });

    const zones = await db.selectDistinct({ zone: localities.chargeZone }).from(localities);
    const covered = new Set(lanes.flatMap(({ lane }) => [lane.fromZone, lane.toZone]));
    for (const { zone } of zones) if (zone?.trim()) expect(covered.has(zone.trim().toUpperCase())).toBe(true);
  });

  it('gives the demo user quotes from Melbourne DC to Perth, with unpriced services kept and explained', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in', { username: 'demo', password: DEMO_PASSWORD });
    const [melbourne] = await t.database.db.select().from(sites).where(eq(sites.name, 'Melbourne DC'));
    const [perth] = await t.database.db
      .select()
      .from(localities)
      .where(eq(localities.postcode, '6000'))
      .limit(1);
    const [mel] = await t.database.db
      .select()
      .from(localities)
      .where(eq(localities.postcode, '3000'))
      .limit(1);
    const res = await client.post('/api/sender/v0/quote-sets', {
      data: {
        siteId: String(melbourne?.id),
        dispatchDate: '2026-03-06',
        sender: { locality: { id: String(mel?.id) } },
        receiver: { locality: { id: String(perth?.id) } },
        lineItems: [
          { packagingType: 'Carton', quantity: 2, length: 400, width: 300, height: 300, weight: 8_000 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const quotes = res.json<{ data: QuoteSet }>().data.quotes;
    expect(quotes.length).toBe(9);
    expect(quotes[0]?.recommended).toBe(true);
    const unpriced = quotes.filter((q) => !q.selectable);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(unpriced.every((q) => q.unselectableReason?.code === 'noLane')).toBe(true);
  });
});
