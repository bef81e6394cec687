import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contextMessages,
  orderMessages,
  type Consignment,
  type ConsolidationSuggestion,
  type Order,
} from '@freight/contracts';
import { consignments, sites } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import { updateSite } from '../../testing/fixtures';
import {
  book,
  carton,
  CONSIGNMENTS,
  useConsignmentWorld,
  DISPATCH,
  errorsOf,
  invalidPointers,
  expectFirstError,
} from '../consignments/consignment-world.fixture';
import { issueSiteKey } from '../site-api-keys';

const CONSOLIDATIONS = '/api/sender/v0/consolidations';
let alice: TestClient;
let olly: TestClient;
let joinable: Consignment;
let joinableEtag: string;
let prevented: Consignment;

const SENDER = {
  name: 'Melbourne DC',
  address: { line1: '10 Collins St', locality: 'Melbourne', postcode: '3000', subdivision: 'VIC' },
};
const RECEIVER = {
  name: 'Adelaide Customer',
  address: { line1: '1 King William St', locality: 'Adelaide', postcode: '5000', subdivision: 'SA' },
};

const ask = (client: TestClient, over: Record<string, unknown> = {}) =>
  client.post(CONSOLIDATIONS, {
    data: {
      siteId: String(w.world.ids.melbourne),
      dispatchDate: DISPATCH,
      sender: SENDER,
      receiver: RECEIVER,
      ...over,
    },
  });

async function suggested(over: Record<string, unknown> = {}) {
  const res = await ask(alice, over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ConsolidationSuggestion[] }>().data;
}

/** An order for Adelaide placed at Melbourne DC through the orders API with a key of the site's. */
async function placeOrder(keyName: string, orderNumber: string, references: string[] = []): Promise<Order> {
  const key = await issueSiteKey(w.t.database.db, w.world.ids.melbourne, keyName);
  const placed = await w.t.app.inject({
    method: 'POST',
    url: '/api/sender/orders',
    headers: { authorization: `Bearer ${key.key}` },
    payload: {
      siteId: String(w.world.ids.melbourne),
      orderNumber,
      references,
      dispatchDate: DISPATCH,
      receiver: RECEIVER,
      lineItems: [carton],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: Order }>().data;
}

const w = useConsignmentWorld();
beforeAll(async () => {
  await w.t.database.db
    .update(sites)
    .set({ orderConsolidationEnabled: true, orderIntegrationEnabled: true })
    .where(inArray(sites.id, [w.world.ids.melbourne, w.world.ids.sydney]));
  alice = await w.world.signIn('alice');
  olly = await w.world.signIn('olly');
  const booked = await book(alice, w.booking, { carrier: 'Test Road Co' });
  joinable = booked.consignment;
  joinableEtag = booked.etag;
  prevented = (await book(alice, { ...w.booking, receiver: { preventConsolidation: true } })).consignment;
});

describe('POST /api/sender/v0/consolidations', () => {
  it('suggests the unmanifested consignment to the same receiver from the same place on the same date', async () => {
    const found = await suggested();
    expect(found).toEqual([
      {
        id: joinable.id,
        consignmentNo: joinable.consignmentNo,
        isSenderPaying: true,
        dispatchDate: DISPATCH,
        service: {
          id: joinable.agreedService.id,
          name: joinable.agreedService.name,
          carrierName: 'Test Road Co',
        },
        items: 1,
        eta: joinable.estimatedTimeOfArrival,
        hasDangerousGoods: false,
        price: joinable.price.cost?.total ?? -1,
        version: joinableEtag,
      },
    ]);
    // names and streets as people type them
    const typed = await suggested({
      receiver: {
        ...RECEIVER,
        name: '  adelaide   CUSTOMER',
        address: { ...RECEIVER.address, line1: '1 king william st' },
      },
    });
    expect(typed.map((s) => s.id)).toEqual([joinable.id]);
  });

  it('never suggests across dates, receivers, senders’ places or sites, nor a receiver that prevents consolidation', async () => {
    expect(await suggested({ dispatchDate: '2026-03-09' })).toEqual([]);
    expect(await suggested({ receiver: { ...RECEIVER, name: 'Another Customer' } })).toEqual([]);
    expect(
      await suggested({
        receiver: { ...RECEIVER, address: { ...RECEIVER.address, line1: '2 King William St' } },
      }),
    ).toEqual([]);
    expect(
      await suggested({ sender: { ...SENDER, address: { ...SENDER.address, line1: '11 Collins St' } } }),
    ).toEqual([]);
    expect(await suggested({ siteId: String(w.world.ids.sydney) })).toEqual([]);
    expect((await suggested()).map((s) => s.id)).not.toContain(prevented.id);
  });

  it('takes the form’s addresses by id, and never another organisation’s', async () => {
    const byId = await suggested({
      sender: { name: 'Melbourne DC', address: { id: w.world.addresses.melbourne } },
      receiver: { name: 'Adelaide Customer', address: { id: w.world.addresses.adelaide } },
    });
    expect(byId.map((s) => s.id)).toEqual([joinable.id]);
    const foreign = await ask(alice, {
      receiver: { name: 'Adelaide Customer', address: { id: w.world.addresses.secondAdelaide } },
    });
    expectFirstError(foreign, '/data/receiver/address/id', orderMessages.addressNotFound);
  });

  it('needs the site held and its consolidation on', async () => {
    const other = await ask(olly);
    expect(other.statusCode).toBe(403);
    expect(errorsOf(other.json())[0]?.detail).toBe(contextMessages.cannotAccess('site'));
    await updateSite(w.t.database.db, w.world.ids.sydney, { orderConsolidationEnabled: false });
    const off = await ask(alice, { siteId: String(w.world.ids.sydney) });
    expect(off.statusCode).toBe(403);
    expect(errorsOf(off.json())[0]?.detail).toBe(orderMessages.consolidationOff);
  });

  it('requires the site, dispatch date and both names (R10-R13)', async () => {
    const res = await alice.post(CONSOLIDATIONS, {
      data: { sender: { address: SENDER.address }, receiver: { name: ' ', address: RECEIVER.address } },
    });
    expect(invalidPointers(res)).toEqual(
      expect.arrayContaining([
        '/data/siteId',
        '/data/dispatchDate',
        '/data/sender/name',
        '/data/receiver/name',
      ]),
    );
  });
});

describe('POST /api/sender/v0/consignments/{id}/lines', () => {
  it('adds the freight to the chosen consignment, priced again with its service, and takes the order', async () => {
    const order = await placeOrder('k', 'JOIN-1');

    const res = await alice.request('POST', `${CONSIGNMENTS}/${joinable.id}/lines`, {
      body: { data: { type: 'consignments', attributes: { lineItems: [carton], linkedOrders: [order.id] } } },
      headers: { 'if-match': joinableEtag },
    });
    expect(res.statusCode, res.body).toBe(200);
    const joined = res.json<{ data: Consignment }>().data;
    expect(joined.consignmentNo).toBe(joinable.consignmentNo);
    expect(joined.agreedService.id).toBe(joinable.agreedService.id);
    expect(joined.lineItems).toHaveLength(2);
    expect(joined.itemQuantity).toBe(2);
    expect(joined.price.cost?.total ?? 0).toBeGreaterThan(joinable.price.cost?.total ?? 0);
    expect(joined.linkedOrders).toEqual([order.id]);
    expect(joined.orderId).toBe(order.id);
    const after = await alice.get(`/api/sender/orders/${order.id}`);
    expect(after.json<{ data: Order }>().data).toMatchObject({
      status: 'converted',
      consignment: { id: joinable.id, consignmentNo: joinable.consignmentNo },
    });

    // the tag it was suggested with is now stale
    const stale = await alice.request('POST', `${CONSIGNMENTS}/${joinable.id}/lines`, {
      body: { data: { type: 'consignments', attributes: { lineItems: [carton] } } },
      headers: { 'if-match': joinableEtag },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('adds the orders’ numbers and references to its references, so a search by them finds it', async () => {
    const place = async (orderNumber: string, references: string[]) =>
      (await placeOrder(`refs-${orderNumber}`, orderNumber, references)).id;
    const join = async (target: { consignment: Consignment; etag: string }, orderIds: string[]) => {
      const res = await alice.request('POST', `${CONSIGNMENTS}/${target.consignment.id}/lines`, {
        body: { data: { type: 'consignments', attributes: { lineItems: [carton], linkedOrders: orderIds } } },
        headers: { 'if-match': target.etag },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Consignment }>().data;
    };

    const joined = await join(await book(alice, w.booking), [
      await place('JOIN-REF-1', ['PO-1001', 'CUST-77']),
    ]);
    expect(joined.references).toEqual(['PO-1001', 'JOIN-REF-1', 'CUST-77']);
    const found = await alice.get(
      `${CONSIGNMENTS}?filter[site.id]=${w.world.ids.melbourne}&search=JOIN-REF-1`,
    );
    expect(found.json<{ data: { id: string }[] }>().data.map((row) => row.id)).toEqual([joined.id]);

    // never more than a consignment holds
    const nine = Array.from({ length: 9 }, (_, index) => `REF-${index}`);
    const full = await book(alice, w.booking, { over: { references: nine } });
    const capped = await join(full, [await place('JOIN-REF-2', ['CUST-78'])]);
    expect(capped.references).toEqual([...nine, 'JOIN-REF-2']);
  });

  it('refuses a consignment whose receiver prevents consolidation, and another organisation’s', async () => {
    const refused = await alice.request('POST', `${CONSIGNMENTS}/${prevented.id}/lines`, {
      body: { data: { type: 'consignments', attributes: { lineItems: [carton] } } },
      headers: { 'if-match': '*' },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused.json())[0]?.detail).toBe(orderMessages.preventsConsolidation);
    const foreign = await olly.request('POST', `${CONSIGNMENTS}/${joinable.id}/lines`, {
      body: { data: { type: 'consignments', attributes: { lineItems: [carton] } } },
      headers: { 'if-match': '*' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('never suggests nor takes freight into a consignment with issues, which keeps them', async () => {
    const { consignment, etag } = await book(alice, w.booking);
    const issue = {
      code: 'dimensionsMissing',
      message: 'Length, width and height are needed to price the consignment',
      pointer: '/data/attributes/lineItems/0/length',
    };
    await w.t.database.db
      .update(consignments)
      .set({ issues: [issue], hasIssues: true })
      .where(eq(consignments.id, Number(consignment.id)));

    expect((await suggested()).map((s) => s.id)).not.toContain(consignment.id);
    const refused = await alice.request('POST', `${CONSIGNMENTS}/${consignment.id}/lines`, {
      body: { data: { type: 'consignments', attributes: { lineItems: [carton] } } },
      headers: { 'if-match': etag },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused.json())[0]?.detail).toBe(orderMessages.joinHasIssues);
    const after = (await alice.get(`${CONSIGNMENTS}/${consignment.id}`)).json<{ data: Consignment }>().data;
    expect(after.issues.map((kept) => kept.code)).toEqual(['dimensionsMissing']);
    expect(after.lineItems).toHaveLength(1);
  });

  it('refuses while the site’s consolidation is off', async () => {
    await updateSite(w.t.database.db, w.world.ids.melbourne, { orderConsolidationEnabled: false });
    try {
      const off = await alice.request('POST', `${CONSIGNMENTS}/${joinable.id}/lines`, {
        body: { data: { type: 'consignments', attributes: { lineItems: [carton] } } },
        headers: { 'if-match': '*' },
      });
      expect(off.statusCode).toBe(403);
      expect(errorsOf(off.json())[0]?.detail).toBe(orderMessages.consolidationOff);
    } finally {
      await updateSite(w.t.database.db, w.world.ids.melbourne, { orderConsolidationEnabled: true });
    }
  });
});
