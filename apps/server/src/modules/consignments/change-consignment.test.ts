import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { phoneMessages, type Consignment } from '@freight/contracts';
import { agreedServices, consignments } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import {
  book,
  carton,
  consignmentBody,
  CONSIGNMENTS,
  useConsignmentWorld,
  errorsOf,
  invalidPointers,
  expectFirstError,
  quoteFor,
} from './consignment-world.fixture';

const w = useConsignmentWorld('alice', 'dan');

const dataOf = (res: { json: <T>() => T }) => res.json<{ data: Consignment }>().data;
const put = (client: TestClient, path: string, body: unknown, ifMatch?: string) =>
  client.request('PUT', path, { body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
/** PUT on a consignment's summary with these attributes. */
const putSummary = (id: string, attributes: Record<string, unknown>, ifMatch: string) =>
  put(w.alice, `${CONSIGNMENTS}/${id}/summary`, { data: { type: 'consignments', attributes } }, ifMatch);

async function manifest(id: string) {
  await w.t.database.db
    .update(consignments)
    .set({ manifestId: 77, manifestAddedAt: new Date('2026-03-06T05:00:00Z') })
    .where(eq(consignments.id, Number(id)));
}

describe('GET /api/sender/v0/consignments/{id} (M49)', () => {
  it('answers the consignment with its ETag as the version', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const res = await w.alice.get(`${CONSIGNMENTS}/${consignment.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(etag);
    expect(dataOf(res)).toEqual(consignment);
  });

  it('answers 404 for an unknown id and 422 for one that is not a number', async () => {
    expect((await w.alice.get(`${CONSIGNMENTS}/999999`)).statusCode).toBe(404);
    const bad = await w.alice.get(`${CONSIGNMENTS}/abc`);
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad.json())[0]?.pointer).toBe('/params/id');
  });
});

describe('PUT /api/sender/v0/consignments/{id} (M50, M54, M55)', () => {
  it('replaces the consignment, priced again, keeping line ids and SSCCs and bumping the ETag', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const line = consignment.lineItems[0];
    const lines = [
      { ...carton, id: line?.id, quantity: 2 },
      { ...carton, key: 'extra', description: 'Extra carton' },
    ];
    const set = await quoteFor(w.alice, { ...w.booking, lineItems: lines });
    const res = await put(
      w.alice,
      `${CONSIGNMENTS}/${consignment.id}`,
      consignmentBody({ ...w.booking, lineItems: lines }, set.quotes[0]?.id ?? '', { references: ['PO-2'] }),
      etag,
    );
    expect(res.statusCode).toBe(200);
    const updated = dataOf(res);
    expect(res.headers.etag).toBe(updated.version);
    expect(updated.version).not.toBe(etag);
    expect(updated.consignmentNo).toBe(consignment.consignmentNo);
    expect(updated.references).toEqual(['PO-2']);
    expect(updated.itemQuantity).toBe(3);
    expect(updated.lineItems[0]?.id).toBe(line?.id);
    expect(updated.lineItems[0]?.itemIds[0]).toBe(line?.itemIds[0]);
    expect(updated.lineItems[0]?.itemIds).toHaveLength(2);
    expect(updated.lineItems[1]?.id).not.toBe(line?.id);
    expect(new Set(updated.lineItems.flatMap((l) => l.itemIds)).size).toBe(3);
    expect(updated.price.cost?.total).toBeGreaterThan(consignment.price.cost?.total ?? 0);
  });

  it('takes the new carrier’s number when moved to another carrier, keeping the old one and the SSCCs', async () => {
    const { consignment, etag } = await book(w.alice, w.booking, { carrier: 'Test Road Co' });
    const set = await quoteFor(w.alice, w.booking);
    const express = set.quotes.find((q) => q.agreedService.carrierName === 'Test Express Co');
    const res = await put(
      w.alice,
      `${CONSIGNMENTS}/${consignment.id}`,
      consignmentBody(w.booking, express?.id ?? '', {
        lineItems: [{ ...carton, id: consignment.lineItems[0]?.id }],
      }),
      etag,
    );
    expect(res.statusCode).toBe(200);
    const moved = dataOf(res);
    expect(moved.consignmentNo).toMatch(/^TEX/);
    expect(moved.previousConsignmentNumbers).toEqual([consignment.consignmentNo]);
    expect(moved.carrier.name).toBe('Test Express Co');
    expect(moved.lineItems[0]?.itemIds).toEqual(consignment.lineItems[0]?.itemIds);
    const found = await w.alice.get(
      `${CONSIGNMENTS}?filter[site.id]=${w.world.ids.melbourne}&search=${consignment.consignmentNo}`,
    );
    expect(found.json<{ data: { id: string }[] }>().data.map((row) => row.id)).toEqual([consignment.id]);
  });

  it('drops the SSCCs of removed lines and items', async () => {
    const { consignment, etag } = await book(w.alice, {
      ...w.booking,
      lineItems: [{ ...carton, quantity: 3 }, carton],
    });
    const first = consignment.lineItems[0];
    const lines = [{ ...carton, id: first?.id, quantity: 1 }];
    const set = await quoteFor(w.alice, { ...w.booking, lineItems: lines });
    const res = await put(
      w.alice,
      `${CONSIGNMENTS}/${consignment.id}`,
      consignmentBody({ ...w.booking, lineItems: lines }, set.quotes[0]?.id ?? ''),
      etag,
    );
    expect(res.statusCode).toBe(200);
    expect(dataOf(res).lineItems.map((line) => line.itemIds)).toEqual([[first?.itemIds[0]]]);
  });

  it('needs If-Match (412), and answers 409 alreadyUpdated on a stale one', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const path = `${CONSIGNMENTS}/${consignment.id}`;
    const body = consignmentBody(w.booking, consignment.quoteId ?? '');
    const missing = await put(w.alice, path, body);
    expect(missing.statusCode).toBe(412);
    expect(errorsOf(missing.json())[0]?.code).toBe('preconditionFailed');
    const stale = await put(w.alice, path, body, '"1-0"');
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale.json())[0]).toMatchObject({
      code: 'alreadyUpdated',
      detail: 'There is a conflict with the consignment information, updated by someone else',
    });
    expect(stale.headers.etag).toBe(etag);
  });

  it('of two changes from the same ETag, one wins and the other is 409 with nothing lost', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const path = `${CONSIGNMENTS}/${consignment.id}`;
    const [first, second] = await Promise.all([
      put(
        w.alice,
        `${path}/summary`,
        { data: { type: 'consignments', attributes: { references: ['ALICE'] } } },
        etag,
      ),
      put(
        w.dan,
        `${path}/summary`,
        { data: { type: 'consignments', attributes: { references: ['DAN'] } } },
        etag,
      ),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    expect(errorsOf(loser.json())[0]?.code).toBe('alreadyUpdated');
    const now = await w.alice.get(path);
    expect(dataOf(now).references).toEqual(dataOf(winner).references);
    expect(now.headers.etag).toBe(winner.headers.etag);
    // the loser tries again from the new ETag and succeeds
    const retry = await put(
      w.alice,
      `${path}/summary`,
      { data: { type: 'consignments', attributes: { references: ['AGAIN'] } } },
      String(now.headers.etag),
    );
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a change of site or type', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const res = await put(
      w.alice,
      `${CONSIGNMENTS}/${consignment.id}`,
      consignmentBody(w.booking, consignment.quoteId ?? '', { type: 'inbound' }),
      etag,
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())[0]?.pointer).toBe('/data/attributes/type');
  });

  it('answers 409 alreadyManifested once the consignment has a manifest', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    await manifest(consignment.id);
    const path = `${CONSIGNMENTS}/${consignment.id}`;
    const res = await put(w.alice, path, consignmentBody(w.booking, consignment.quoteId ?? ''), etag);
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res.json())[0]?.code).toBe('alreadyManifested');
    const summary = await put(
      w.alice,
      `${path}/summary`,
      { data: { type: 'consignments', attributes: {} } },
      etag,
    );
    expect(errorsOf(summary.json())[0]?.code).toBe('alreadyManifested');
    const gone = await w.alice.request('DELETE', path);
    expect(gone.statusCode).toBe(409);
    expect(errorsOf(gone.json())[0]?.code).toBe('alreadyManifested');
    expect(dataOf(await w.alice.get(path)).manifest).toEqual({
      id: '77',
      addedAt: '2026-03-06T05:00:00.000Z',
    });
  });
});

describe('PUT /api/sender/v0/consignments/{id}/summary (M51)', () => {
  it('changes references, dispatch date, instructions and custom values, keeping the freight', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const res = await putSummary(
      consignment.id,
      {
        references: ['REF-9', 'REF-10'],
        dispatchDate: '2026-03-09',
        receiver: { specialInstructions: 'Call first', authorityToLeave: true, deliveryReferences: ['D-1'] },
        pallets: { transferType: 'carrier', docketNumbers: ['DK1'] },
        autoprint: { labels: { enabled: false } },
      },
      etag,
    );
    expect(res.statusCode).toBe(200);
    const updated = dataOf(res);
    expect(updated).toMatchObject({
      references: ['REF-9', 'REF-10'],
      dispatchDate: '2026-03-09',
      receiver: { specialInstructions: 'Call first', authorityToLeave: true, deliveryReferences: ['D-1'] },
      pallets: { transferType: 'carrier', docketNumbers: ['DK1'] },
      autoprint: { connotes: { enabled: true }, labels: { enabled: false } },
      agreedService: consignment.agreedService,
      lineItems: consignment.lineItems,
    });
    // priced again from the later dispatch date: a later ETA
    expect(
      updated.estimatedTimeOfArrival &&
        updated.estimatedTimeOfArrival > (consignment.estimatedTimeOfArrival ?? ''),
    ).toBe(true);
  });

  it('keeps the price when the date stays, even after the service is withdrawn; a new date needs the service', async () => {
    const { consignment, etag } = await book(w.alice, w.booking, { carrier: 'Test Express Co' });
    await w.t.database.db
      .update(agreedServices)
      .set({ isActive: false })
      .where(eq(agreedServices.id, w.world.agreed.melbourneExpress));
    try {
      const path = `${CONSIGNMENTS}/${consignment.id}/summary`;
      const kept = await put(
        w.alice,
        path,
        { data: { type: 'consignments', attributes: { references: ['R-2'] } } },
        etag,
      );
      expect(kept.statusCode).toBe(200);
      expect(dataOf(kept)).toMatchObject({
        references: ['R-2'],
        price: consignment.price,
        quoteId: consignment.quoteId,
      });
      const moved = await put(
        w.alice,
        path,
        { data: { type: 'consignments', attributes: { dispatchDate: '2026-03-09' } } },
        String(kept.headers.etag),
      );
      expectFirstError(
        moved,
        '/data/attributes/dispatchDate',
        'Unable to retrieve pricing for this consignment, refresh or contact support.',
      );
    } finally {
      await w.t.database.db
        .update(agreedServices)
        .set({ isActive: true })
        .where(eq(agreedServices.id, w.world.agreed.melbourneExpress));
    }
  });

  it('checks its fields like a create does', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const res = await putSummary(
      consignment.id,
      { dispatchDate: '2026-13-01', pallets: { transferType: 'x' } },
      etag,
    );
    expect(invalidPointers(res)).toEqual(
      expect.arrayContaining(['/data/attributes/dispatchDate', '/data/attributes/pallets/transferType']),
    );
  });
});

describe('PUT /api/sender/v0/consignments/{id} and its summary: contact phones (spec 5.2, G48)', () => {
  const receiver = (contactPhone: string) => ({
    name: 'Adelaide Customer',
    addressId: w.booking.receiverAddressId,
    contactPhone,
  });

  it('refuses a contact phone breaking the rules, naming the field', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const path = `${CONSIGNMENTS}/${consignment.id}`;
    const body = consignmentBody(w.booking, consignment.quoteId ?? '', { receiver: receiver('0312') });
    const res = await put(w.alice, path, body, etag);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toEqual([
      {
        pointer: '/data/attributes/receiver/contactPhone',
        detail: phoneMessages.tenDigits,
        code: 'validationError',
      },
    ]);

    const summary = await putSummary(consignment.id, { receiver: { contactPhone: '0312' } }, etag);
    expect(summary.statusCode).toBe(422);
    expect(errorsOf(summary.json())).toEqual([
      {
        pointer: '/data/attributes/receiver/contactPhone',
        detail: phoneMessages.tenDigits,
        code: 'validationError',
      },
    ]);
  });

  it('takes a valid one, with or without brackets', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const path = `${CONSIGNMENTS}/${consignment.id}`;
    const body = consignmentBody(w.booking, consignment.quoteId ?? '', {
      receiver: receiver('03 8368 2200'),
    });
    const res = await put(w.alice, path, body, etag);
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res).receiver.contactPhone).toBe('03 8368 2200');

    const summary = await putSummary(
      consignment.id,
      { receiver: { contactPhone: '(03) 8368 2200' } },
      String(res.headers.etag),
    );
    expect(summary.statusCode, summary.body).toBe(200);
    expect(dataOf(summary).receiver.contactPhone).toBe('(03) 8368 2200');
  });
});

describe('DELETE /api/sender/v0/consignments/{id} (M52, M56)', () => {
  it('deletes with If-Match, or with none (as *)', async () => {
    const first = await book(w.alice, w.booking);
    const second = await book(w.alice, w.booking);
    expect(
      (
        await w.alice.request('DELETE', `${CONSIGNMENTS}/${first.consignment.id}`, {
          headers: { 'if-match': first.etag },
        })
      ).statusCode,
    ).toBe(204);
    expect((await w.alice.request('DELETE', `${CONSIGNMENTS}/${second.consignment.id}`)).statusCode).toBe(
      204,
    );
    expect((await w.alice.get(`${CONSIGNMENTS}/${first.consignment.id}`)).statusCode).toBe(404);
    expect((await w.alice.request('DELETE', `${CONSIGNMENTS}/${first.consignment.id}`)).statusCode).toBe(404);
  });

  it('answers 409 alreadyUpdated for a stale If-Match', async () => {
    const { consignment } = await book(w.alice, w.booking);
    const res = await w.alice.request('DELETE', `${CONSIGNMENTS}/${consignment.id}`, {
      headers: { 'if-match': '"0-0"' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res.json())[0]?.code).toBe('alreadyUpdated');
    expect((await w.alice.get(`${CONSIGNMENTS}/${consignment.id}`)).statusCode).toBe(200);
  });
});

describe('HEAD /api/sender/v0/consignments/{id}/tracking-url', () => {
  it('redirects to the carrier’s tracking page, or 404 when the carrier has none', async () => {
    const road = await book(w.alice, w.booking, { carrier: 'Test Road Co' });
    // the web app asks for HTML here (X24): the redirect leads to a page for a person
    const res = await w.alice.request('HEAD', `${CONSIGNMENTS}/${road.consignment.id}/tracking-url`, {
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://track.road.example/${road.consignment.consignmentNo}`);
    const express = await book(w.alice, w.booking, { carrier: 'Test Express Co' });
    expect(
      (await w.alice.request('HEAD', `${CONSIGNMENTS}/${express.consignment.id}/tracking-url`)).statusCode,
    ).toBe(404);
  });
});
