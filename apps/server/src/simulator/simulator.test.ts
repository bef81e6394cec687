import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteToday } from '@freight/rules';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { consignments, consignmentTrackingEvents, proofOfDeliveryDocuments } from '../db/schema';
import { seedDemoConsignments } from '../demo/demo-consignments';
import { createDemoWorld } from '../demo/demo-world.fixture';
import type { Database } from '../platform/db/client';
import { LocalDocumentStore } from '../platform/documents/local-document-store';
import { ensureDemoCarrierKeys, readDemoCarrierKeys } from './demo-keys';
import { simulateOnce, type CarrierKey } from './simulate';

let database: Database;
let app: FastifyInstance;
let baseUrl: string;
let keys: CarrierKey[];
const now = new Date();

beforeAll(async () => {
  database = await createDemoWorld();
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-simulator-'));
  const store = new LocalDocumentStore(join(dataDir, 'documents'));
  await seedDemoConsignments(database.db, { now, perSite: 12, store });
  // an installation from before tracking was live: no events, no proofs, nothing delivered
  await database.db.delete(consignmentTrackingEvents);
  await database.db.delete(proofOfDeliveryDocuments);
  await database.db.update(consignments).set({ isFullyDelivered: false });
  keys = await ensureDemoCarrierKeys(database.db, dataDir);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: database.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const stage: Record<string, number> = {
  booked: 0,
  pickedUp: 1,
  inTransit: 2,
  exception: 3,
  etaUpdated: 3,
  outForDelivery: 4,
  partiallyDelivered: 5,
  delivered: 6,
  proofOfDelivery: 7,
};

describe('the tracking simulator', () => {
  it('keeps its keys in a data folder it makes, as a first start on PostgreSQL with a new DATA_DIR has none', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'freight-simulator-')), 'not', 'made', 'yet');
    const issued = await ensureDemoCarrierKeys(database.db, dataDir);
    expect(issued.length).toBeGreaterThan(0);
    expect(await readDemoCarrierKeys(dataDir)).toEqual(issued);
  });

  it('moves every past consignment through a coherent journey over the carrier API, with PODs on delivery', async () => {
    expect(keys.length).toBeGreaterThan(0);
    const first = await simulateOnce({ baseUrl, keys, now });
    expect(first.rejected).toBe(0);
    expect(first.accepted).toBeGreaterThan(0);
    expect(first.pods).toBeGreaterThan(0);

    const today = siteToday(now);
    const rows = await database.db
      .select({
        id: consignments.id,
        dispatchDate: consignments.dispatchDate,
        delivered: consignments.isFullyDelivered,
      })
      .from(consignments);
    const past = rows.filter((row) => row.dispatchDate < today);
    expect(past.length).toBeGreaterThan(5);
    let deliveredCount = 0;
    for (const row of past) {
      const events = await database.db
        .select()
        .from(consignmentTrackingEvents)
        .where(eq(consignmentTrackingEvents.consignmentId, row.id))
        .orderBy(asc(consignmentTrackingEvents.occurredAt), asc(consignmentTrackingEvents.id));
      const types = events.map((event) => event.type);
      expect(types.slice(0, 2), `consignment ${row.id}`).toEqual(['booked', 'pickedUp']);
      // stages never go back, except a second delivery run after a partial delivery
      for (let i = 1; i < types.length; i++) {
        const [before, after] = [types[i - 1] ?? '', types[i] ?? ''];
        const back = (stage[after] ?? 0) < (stage[before] ?? 0);
        expect(
          !back || (before === 'partiallyDelivered' && after === 'outForDelivery'),
          types.join(','),
        ).toBe(true);
      }
      expect(events.every((event) => event.occurredAt <= now)).toBe(true);
      if (row.delivered) {
        deliveredCount += 1;
        expect(types.slice(-2)).toEqual(['delivered', 'proofOfDelivery']);
        const pod = events.at(-1)?.documentId ?? '';
        const [stored] = await database.db
          .select({
            consignmentId: proofOfDeliveryDocuments.consignmentId,
            type: proofOfDeliveryDocuments.contentType,
          })
          .from(proofOfDeliveryDocuments)
          .where(eq(proofOfDeliveryDocuments.id, pod));
        expect(stored).toEqual({ consignmentId: row.id, type: 'application/pdf' });
      } else {
        expect(types).not.toContain('delivered');
      }
    }
    expect(deliveredCount).toBeGreaterThan(past.length / 2);

    // a second pass reports nothing new: every event is recognised by its id
    const second = await simulateOnce({ baseUrl, keys, now });
    expect(second.accepted).toBe(0);
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(proofOfDeliveryDocuments);
    expect(count?.n).toBe(first.pods + second.pods);
  }, 180_000);
});
