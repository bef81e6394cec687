/** Test world for tracking: the consignment world, each test carrier's API key, and helpers to post events. */
import type { Consignment, TrackingEventBatch, TrackingEventBatchResponse } from '@freight/contracts';
import type { TestContext } from '../../testing/test-app';
import { issueCarrierKey } from '../carrier-api';
import { book, createConsignmentWorld } from '../consignments/consignment-world.fixture';

export const EVENTS = '/api/carrier/v0/tracking-events';
export const PODS = '/api/carrier/v0/proofs-of-delivery';

export async function createTrackingWorld(t: TestContext) {
  const world = await createConsignmentWorld(t);
  const road = await issueCarrierKey(t.database.db, 'Test Road Co', 'tracking');
  const express = await issueCarrierKey(t.database.db, 'Test Express Co', 'tracking');
  const post = (key: string, url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${key}` },
      payload: payload as object,
    });
  /** Posts a batch as the carrier and answers its per-event results. */
  const report = async (key: string, events: TrackingEventBatch['events']) => {
    const res = await post(key, EVENTS, { events });
    if (res.statusCode !== 200) throw new Error(`events ${res.statusCode} ${res.body}`);
    return res.json<TrackingEventBatchResponse>().data;
  };
  /** A Road consignment from Melbourne DC to Adelaide, its receiver reachable by e-mail. */
  const bookRoad = async (receiver: Record<string, unknown> = {}): Promise<Consignment> => {
    const alice = await world.signIn('alice');
    const { consignment } = await book(
      alice,
      { ...world.melbourneToAdelaide, receiver: { contactEmail: 'receiver@adelaide.example', ...receiver } },
      { carrier: 'Test Road Co' },
    );
    return consignment;
  };
  return { ...world, keys: { road: road.key, express: express.key }, post, report, bookRoad };
}

export type TrackingWorld = Awaited<ReturnType<typeof createTrackingWorld>>;

type TrackingEvent = TrackingEventBatch['events'][number];

/** One event of a carrier's batch, with nothing but what every event carries. */
export const trackingEvent = (
  eventId: string,
  consignmentNo: string,
  type: TrackingEvent['type'],
  occurredAt: string,
): TrackingEvent => ({ eventId, consignmentNo, type, occurredAt });

/** A minimal PDF, enough for its magic number and a viewer. */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
