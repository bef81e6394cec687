import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Consignment, Estimate } from '@freight/contracts';
import { migrationsFolder } from '../../platform/db/migrations';
import type { TestClient } from '../../testing/http-client';
import {
  book,
  consignmentBody,
  CONSIGNMENTS,
  useConsignmentWorld,
  DISPATCH,
  errorsOf,
  expectFirstError,
  LOCALITY,
  quoteFor,
} from './consignment-world.fixture';

const w = useConsignmentWorld('alice', 'olly');

describe('tenancy (DESIGN 4)', () => {
  it('a user of another organisation gets 404 from every route by id, and changes nothing', async () => {
    const { consignment, etag } = await book(w.alice, w.booking);
    const path = `${CONSIGNMENTS}/${consignment.id}`;
    const summary = { data: { type: 'consignments', attributes: { references: ['MINE'] } } };
    const answers = [
      await w.olly.get(path),
      await w.olly.request('PUT', path, {
        body: consignmentBody(w.world.secondOrgBooking, consignment.quoteId ?? ''),
        headers: { 'if-match': etag },
      }),
      await w.olly.request('PUT', `${path}/summary`, { body: summary, headers: { 'if-match': etag } }),
      await w.olly.request('DELETE', path, { headers: { 'if-match': '*' } }),
      await w.olly.request('HEAD', `${path}/tracking-url`),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const still = await w.alice.get(path);
    expect(still.headers.etag).toBe(etag);
    expect(still.json<{ data: Consignment }>().data.references).toEqual(['PO-1001']);
  });

  it('cannot create on another organisation’s site, with its quotes or with its addresses', async () => {
    const set = await quoteFor(w.alice, w.booking);
    const onTheirSite = await w.olly.post(CONSIGNMENTS, consignmentBody(w.booking, set.quotes[0]?.id ?? ''));
    expect(onTheirSite.statusCode).toBe(403);
    expect(errorsOf(onTheirSite.json())[0]?.detail).toBe('Cannot access selected site');
    const theirQuote = await w.olly.post(
      CONSIGNMENTS,
      consignmentBody(w.world.secondOrgBooking, set.quotes[0]?.id ?? ''),
    );
    expect(theirQuote.statusCode).toBe(422);
    expect(errorsOf(theirQuote.json())[0]?.pointer).toBe('/data/attributes/quoteId');
    const ownSet = await quoteFor(w.olly, w.world.secondOrgBooking);
    const theirAddress = await w.olly.post(
      CONSIGNMENTS,
      consignmentBody(
        { ...w.world.secondOrgBooking, receiverAddressId: w.world.addresses.adelaide },
        ownSet.quotes[0]?.id ?? '',
      ),
    );
    expectFirstError(theirAddress, '/data/attributes/receiver/addressId', 'address not found');
  });

  it('answers 401 without a session', async () => {
    const { consignment } = await book(w.alice, w.booking);
    const res = await w.t.app.inject({ method: 'GET', url: `${CONSIGNMENTS}/${consignment.id}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('estimate conversion (L16)', () => {
  async function estimate(client: TestClient, siteId: number) {
    const res = await client.post('/api/sender/v0/estimates', {
      data: {
        siteId: String(siteId),
        type: 'outbound',
        dispatchDate: DISPATCH,
        sender: { locality: { id: String(LOCALITY.melbourne) } },
        receiver: { locality: { id: String(LOCALITY.adelaide) } },
        lineItems: [
          { packagingType: 'Carton', quantity: 1, length: 400, width: 300, height: 200, weight: 10_000 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: Estimate }>().data;
  }

  it('records the consignment on the estimate it converts', async () => {
    const draft = await estimate(w.alice, w.world.ids.melbourne);
    const { consignment } = await book(w.alice, w.booking, { over: { estimateId: draft.id } });
    expect(consignment).toMatchObject({ source: 'estimate', estimateId: draft.id });
    const after = (await w.alice.get(`/api/sender/v0/estimates/${draft.id}`)).json<{ data: Estimate }>().data;
    expect(after.convertedConsignment).toEqual([
      { id: consignment.id, connoteNumber: consignment.consignmentNo, convertedAt: expect.any(String) },
    ]);
    const again = await book(w.alice, w.booking, { over: { estimateId: draft.id } });
    const twice = (await w.alice.get(`/api/sender/v0/estimates/${draft.id}`)).json<{ data: Estimate }>().data;
    expect(twice.convertedConsignment.map((c) => c.id)).toEqual([consignment.id, again.consignment.id]);
  });

  it('a deleted consignment leaves its estimate, the other conversions staying', async () => {
    const draft = await estimate(w.alice, w.world.ids.melbourne);
    const first = await book(w.alice, w.booking, { over: { estimateId: draft.id } });
    const second = await book(w.alice, w.booking, { over: { estimateId: draft.id } });
    const path = `${CONSIGNMENTS}/${first.consignment.id}`;
    const deleted = await w.alice.request('DELETE', path, { headers: { 'if-match': first.etag } });
    expect(deleted.statusCode).toBe(204);
    const read = async () =>
      (await w.alice.get(`/api/sender/v0/estimates/${draft.id}`)).json<{ data: Estimate }>().data;
    expect((await read()).convertedConsignment.map((c) => c.id)).toEqual([second.consignment.id]);
    await w.alice.request('DELETE', `${CONSIGNMENTS}/${second.consignment.id}`, {
      headers: { 'if-match': second.etag },
    });
    expect((await read()).convertedConsignment).toEqual([]);
  });

  it('upgrading forgets the consignments deleted from estimates before deleting did, in their order', async () => {
    const draft = await estimate(w.alice, w.world.ids.melbourne);
    const first = await book(w.alice, w.booking, { over: { estimateId: draft.id } });
    const second = await book(w.alice, w.booking, { over: { estimateId: draft.id } });
    const gone = { id: '424242', connoteNumber: 'RBL000424242', convertedAt: '2026-03-01T00:00:00.000Z' };
    // as an estimate was left before: a consignment deleted while still listed, between two that stand
    await w.t.database.db.execute(sql`
      update estimates set converted_consignments = jsonb_build_array(
        converted_consignments->0, ${JSON.stringify(gone)}::jsonb, converted_consignments->1)
      where id = ${Number(draft.id)}`);
    const migration = readFileSync(
      join(migrationsFolder, '0036_estimates_forget_deleted_consignments.sql'),
      'utf8',
    );
    await w.t.database.db.execute(sql.raw(migration));
    const read = await w.alice.get(`/api/sender/v0/estimates/${draft.id}`);
    expect(read.json<{ data: Estimate }>().data.convertedConsignment.map((c) => c.id)).toEqual([
      first.consignment.id,
      second.consignment.id,
    ]);
  });

  it('refuses an estimate of another site or organisation, or a deleted one', async () => {
    const set = await quoteFor(w.alice, w.booking);
    const quoteId = set.quotes[0]?.id ?? '';
    const sydneyEstimate = await estimate(w.alice, w.world.ids.sydney);
    const otherSite = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, quoteId, { estimateId: sydneyEstimate.id }),
    );
    expectFirstError(otherSite, '/data/attributes/estimateId', 'estimate not found on this site');
    const ollys = await estimate(w.olly, w.world.ids.adelaide);
    const otherOrg = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, quoteId, { estimateId: ollys.id }),
    );
    expect(otherOrg.statusCode).toBe(422);
    const deleted = await estimate(w.alice, w.world.ids.melbourne);
    await w.alice.request('DELETE', `/api/sender/v0/estimates/${deleted.id}`);
    const gone = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, quoteId, { estimateId: deleted.id }),
    );
    expect(gone.statusCode).toBe(422);
    const untouched = (await w.olly.get(`/api/sender/v0/estimates/${ollys.id}`)).json<{ data: Estimate }>()
      .data;
    expect(untouched.convertedConsignment).toEqual([]);
  });
});
