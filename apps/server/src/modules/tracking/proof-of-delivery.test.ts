import { beforeAll, describe, expect, it } from 'vitest';
import { POD_MAX_BYTES, trackingMessages, type PublicTracking } from '@freight/contracts';
import { useWorld } from '../../testing/test-world';
import { CONSIGNMENTS, errorsOf, expectFirstError } from '../consignments/consignment-world.fixture';
import { createTrackingWorld, PODS, tinyPdf, trackingEvent } from './tracking-world.fixture';

const w = useWorld(createTrackingWorld);
beforeAll(async () => {
  w.t.clock.set('2026-03-10T00:00:00Z');
});

const upload = (key: string, body: Record<string, unknown>) => w.world.post(key, PODS, body);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('proofs of delivery', () => {
  it('are stored by content type, named by a proofOfDelivery event, and read only by those who may see them', async () => {
    const consignment = await w.world.bookRoad();
    const res = await upload(w.world.keys.road, {
      consignmentNo: consignment.consignmentNo,
      content: tinyPdf.toString('base64'),
    });
    expect(res.statusCode).toBe(201);
    const { documentId, contentType, byteSize } = res.json<{
      data: { documentId: string; contentType: string; byteSize: number };
    }>().data;
    expect([contentType, byteSize]).toEqual(['application/pdf', tinyPdf.length]);

    const sscc = consignment.lineItems[0]?.itemIds[0] ?? '';
    const image = await upload(w.world.keys.road, { sscc, content: png.toString('base64') });
    expect(image.json<{ data: { contentType: string } }>().data.contentType).toBe('image/png');

    const other = await w.world.bookRoad();
    const answer = await w.world.report(w.world.keys.road, [
      trackingEvent('p-1', consignment.consignmentNo, 'delivered', '2026-03-09T14:00:00+11:00'),
      {
        eventId: 'p-2',
        consignmentNo: consignment.consignmentNo,
        type: 'proofOfDelivery',
        documentId,
        description: 'Signed for by J. Citizen',
        occurredAt: '2026-03-09T14:01:00+11:00',
      },
      // a POD of one consignment cannot be pinned on another
      {
        eventId: 'p-3',
        consignmentNo: other.consignmentNo,
        type: 'proofOfDelivery',
        documentId,
        occurredAt: '2026-03-09T14:01:00+11:00',
      },
    ]);
    expect(answer.results.map((r) => r.code ?? r.status)).toEqual([
      'accepted',
      'accepted',
      'unknownDocument',
    ]);

    const alice = await w.world.signIn('alice');
    const url = `${CONSIGNMENTS}/${consignment.id}/pods/${documentId}`;
    const head = await alice.request('HEAD', url);
    expect(head.statusCode).toBe(200);
    const file = await alice.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(tinyPdf)).toBe(true);
    // under another consignment's id, and for another organisation, it is not there
    expect((await alice.get(`${CONSIGNMENTS}/${other.id}/pods/${documentId}`)).statusCode).toBe(404);
    const olly = await w.world.signIn('olly');
    expect((await olly.get(url)).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses files that are not a PDF, PNG or JPEG by content, files over the limit, and other carriers’ consignments', async () => {
    const consignment = await w.world.bookRoad();
    const named = await upload(w.world.keys.road, {
      consignmentNo: consignment.consignmentNo,
      // a name or a claimed type proves nothing: text is text
      content: Buffer.from('GIF89a-but-really-text').toString('base64'),
      fileName: 'pod.pdf',
    });
    expectFirstError(named, '/content', trackingMessages.podType);

    const big = Buffer.alloc(POD_MAX_BYTES + 1, 0x20);
    tinyPdf.copy(big);
    const tooBig = await upload(w.world.keys.road, {
      consignmentNo: consignment.consignmentNo,
      content: big.toString('base64'),
    });
    expectFirstError(tooBig, '/content', trackingMessages.podSize);

    const notBase64 = await upload(w.world.keys.road, {
      consignmentNo: consignment.consignmentNo,
      content: '%%%',
    });
    expect(notBase64.statusCode).toBe(422);

    const foreign = await upload(w.world.keys.express, {
      consignmentNo: consignment.consignmentNo,
      content: tinyPdf.toString('base64'),
    });
    expect(foreign.statusCode).toBe(422);
    expect(errorsOf(foreign.json())[0]?.detail).toBe(trackingMessages.unknownConsignment);
    expect((await w.t.app.inject({ method: 'POST', url: PODS, payload: {} })).statusCode).toBe(401);
  });
});

describe('the public tracking page', () => {
  it('shows status, ETA, events and, once delivered, the POD; never prices or sender contacts', async () => {
    const consignment = await w.world.bookRoad();
    const alice = await w.world.signIn('alice');
    const issued = await alice.post(`${CONSIGNMENTS}/${consignment.id}/tracking-link`);
    expect(issued.statusCode).toBe(201);
    const { token, path } = issued.json<{ data: { token: string; path: string } }>().data;
    expect(path).toBe(`/track/${token}`);
    expect(token).not.toContain(consignment.consignmentNo);

    const page = async () => w.t.app.inject({ method: 'GET', url: `/api/tracking/v0/${token}` });
    await w.world.report(w.world.keys.road, [
      trackingEvent('pub-1', consignment.consignmentNo, 'pickedUp', '2026-03-09T10:00:00+11:00'),
    ]);
    const before = await page();
    expect(before.statusCode).toBe(200);
    const tracking = before.json<{ data: PublicTracking }>().data;
    expect(tracking).toMatchObject({
      consignmentNo: consignment.consignmentNo,
      status: 'pickedUp',
      isFullyDelivered: false,
      estimatedTimeOfArrival: consignment.estimatedTimeOfArrival,
      timeZone: 'Australia/Adelaide',
      receiver: { name: 'Adelaide Customer', locality: 'Adelaide', state: 'SA' },
      proofsOfDelivery: [],
    });
    expect(before.body).not.toContain('03 9000 0000');
    expect(before.body).not.toMatch(/price|total|freight"|payerAccount/i);
    expect(before.headers['cache-control']).toBe('no-store');

    const pod = await w.world.post(w.world.keys.road, '/api/carrier/v0/proofs-of-delivery', {
      consignmentNo: consignment.consignmentNo,
      content: tinyPdf.toString('base64'),
    });
    const documentId = pod.json<{ data: { documentId: string } }>().data.documentId;
    await w.world.report(w.world.keys.road, [
      {
        eventId: 'pub-2',
        consignmentNo: consignment.consignmentNo,
        type: 'proofOfDelivery',
        documentId,
        occurredAt: '2026-03-09T15:00:00+11:00',
      },
    ]);
    // not yet delivered: the POD stays hidden
    expect((await page()).json<{ data: PublicTracking }>().data.proofsOfDelivery).toEqual([]);
    expect(
      (await w.t.app.inject({ method: 'GET', url: `/api/tracking/v0/${token}/pods/${documentId}` }))
        .statusCode,
    ).toBe(404);
    await w.world.report(w.world.keys.road, [
      trackingEvent('pub-3', consignment.consignmentNo, 'delivered', '2026-03-09T14:59:00+11:00'),
    ]);
    const after = (await page()).json<{ data: PublicTracking }>().data;
    expect(after.status).toBe('delivered');
    expect(after.proofsOfDelivery).toEqual([
      { documentId, href: `/api/tracking/v0/${token}/pods/${documentId}` },
    ]);
    const file = await w.t.app.inject({ method: 'GET', url: after.proofsOfDelivery[0]?.href ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('is 404 for any token not issued', async () => {
    for (const token of [
      'x'.repeat(43),
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'short',
      '..%2F..%2Fetc',
    ]) {
      const res = await w.t.app.inject({ method: 'GET', url: `/api/tracking/v0/${token}` });
      expect(res.statusCode, token).toBe(404);
    }
  });

  it('is issued only for a consignment the user may see', async () => {
    const consignment = await w.world.bookRoad();
    const olly = await w.world.signIn('olly');
    expect((await olly.post(`${CONSIGNMENTS}/${consignment.id}/tracking-link`)).statusCode).toBe(404);
  });
});
