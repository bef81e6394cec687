import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Mailer } from '../platform/mail/mailer';
import { pickupRequests, pickups } from '../db/schema';
import { seedDemoPickups } from './demo-pickups';
import { DEMO_NOW, useDemoWorld, seedTwice } from './demo-world.fixture';

const now = DEMO_NOW;
const database = useDemoWorld();

describe('seedDemoPickups', () => {
  it('requests past pickups at both demo sites and answers them in a realistic mix, once', async () => {
    const db = database.db;
    const mailer = new Mailer({
      db,
      from: 'demo@freight.local',
      brandName: 'Freight',
      outboxDir: mkdtempSync(join(tmpdir(), 'demo-pickups-')),
      log: () => undefined,
    });
    const made = await seedTwice(() =>
      seedDemoPickups(db, { now, perSite: 20, mailer, baseUrl: 'http://localhost:3000' }),
    );
    expect(made).toBeGreaterThan(30);
    const requests = await db.select().from(pickupRequests);
    const count = (status: string) => requests.filter((r) => r.status === status).length;
    expect(count('confirmed')).toBeGreaterThan(requests.length / 2);
    expect(count('rejected')).toBeGreaterThan(0);
    expect(count('requested')).toBeGreaterThan(0);
    expect(requests.every((r) => r.createdAt <= now && r.windowStartsAt <= now)).toBe(true);
    const rows = await db.select({ status: pickups.status, siteId: pickups.siteId }).from(pickups);
    expect(new Set(rows.map((r) => r.siteId)).size).toBe(2);
  }, 120_000);
});
