import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contextMessages,
  orderMessages,
  phoneMessages,
  type Order,
  type OrderListResponse,
} from '@freight/contracts';
import { consignments, orders, siteApiKeys, sites } from '../../db/schema';
import { LISTS_CHANGED_CHANNEL } from '../../platform/cache/kept-lists';
import { changedOutside } from '../../testing/heard-by';
import type { TestClient } from '../../testing/http-client';
import {
  CONSIGNMENTS,
  consignmentBody,
  useConsignmentWorld,
  errorsOf,
  invalidPointers,
  expectFirstError,
  quoteFor,
} from '../consignments/consignment-world.fixture';
import { issueSiteKey, revokeSiteKey } from '../site-api-keys';
import { updateSite } from '../../testing/fixtures';

const ORDERS = '/api/sender/orders';
let alice: TestClient;
let olly: TestClient;
let melbourneKey: string;
let adelaideKey: string;

const receiverAt = (name: string, line1 = '1 King William St') => ({
  name,
  address: { line1, locality: 'Adelaide', postcode: '5000', subdivision: 'SA' },
  contactPhone: '08 8000 0000',
});

const orderBody = (siteId: number, orderNumber: string, over: Record<string, unknown> = {}) => ({
  siteId: String(siteId),
  orderNumber,
  references: [`REF-${orderNumber}`],
  dispatchDate: '2026-03-06',
  receiver: receiverAt('Adelaide Customer'),
  lineItems: [
    {
      packagingType: 'Carton',
      description: 'Books',
      quantity: 2,
      length: 400,
      width: 300,
      height: 200,
      weight: 10_000,
    },
  ],
  ...over,
});

/** An order system's call: a bearer key, no cookie and no CSRF header. */
const sendWithKey = (key: string | null, body: unknown) =>
  w.t.app.inject({
    method: 'POST',
    url: ORDERS,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    payload: body as object,
  });

async function placed(key: string, siteId: number, orderNumber: string, over: Record<string, unknown> = {}) {
  const res = await sendWithKey(key, orderBody(siteId, orderNumber, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

const listOf = async (client: TestClient, query: string) => {
  const res = await client.get(`${ORDERS}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderListResponse>();
};

const w = useConsignmentWorld();
beforeAll(async () => {
  await w.t.database.db
    .update(sites)
    .set({ orderIntegrationEnabled: true })
    .where(inArray(sites.id, [w.world.ids.melbourne, w.world.ids.adelaide]));
  alice = await w.world.signIn('alice');
  olly = await w.world.signIn('olly');
  melbourneKey = (await issueSiteKey(w.t.database.db, w.world.ids.melbourne, 'warehouse system')).key;
  adelaideKey = (await issueSiteKey(w.t.database.db, w.world.ids.adelaide, 'order system')).key;
});

describe('POST /api/sender/orders with a site API key', () => {
  it('receives an order once per order number of the site, with its place resolved to an address', async () => {
    const first = await sendWithKey(melbourneKey, orderBody(w.world.ids.melbourne, 'SO-1001'));
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<{ data: Order }>().data;
    expect(order).toMatchObject({
      siteId: String(w.world.ids.melbourne),
      orderNumber: 'SO-1001',
      status: 'open',
      source: 'api',
      itemQuantity: 2,
      weight: 20_000,
      volume: 2 * 400 * 300 * 200,
      consignment: null,
      sender: null,
    });
    expect(order.receiver.address).toMatchObject({
      locality: 'Adelaide',
      postcode: '5000',
      subdivision: 'SA',
    });

    const again = await sendWithKey(
      melbourneKey,
      orderBody(w.world.ids.melbourne, 'SO-1001', { receiver: receiverAt('Someone Else') }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Order }>().data).toEqual(order);

    // the same number at another site is another order
    const elsewhere = await placed(adelaideKey, w.world.ids.adelaide, 'SO-1001');
    expect(elsewhere.id).not.toBe(order.id);
  });

  it('keeps only the hash of a key and refuses missing, unknown, revoked and other sites’ keys', async () => {
    const stored = await w.t.database.db.select({ hash: siteApiKeys.keyHash }).from(siteApiKeys);
    expect(stored.map((row) => row.hash)).toContain(createHash('sha256').update(melbourneKey).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(melbourneKey);

    // neither key nor session: asked for the key, before the body is read
    const none = await sendWithKey(null, orderBody(w.world.ids.melbourne, 'SO-1'));
    expect(none.statusCode).toBe(401);
    expect(errorsOf(none.json())[0]?.detail).toBe(orderMessages.missingKey);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="site"');
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', melbourneKey]) {
      const malformed = await w.t.app.inject({
        method: 'POST',
        url: ORDERS,
        headers: { authorization },
        payload: {},
      });
      expect(malformed.statusCode, authorization).toBe(401);
      expect(errorsOf(malformed.json())[0]?.detail).toBe(orderMessages.missingKey);
    }

    const unknown = await sendWithKey('fsite_not-a-real-key', orderBody(w.world.ids.melbourne, 'SO-1'));
    expect(unknown.statusCode).toBe(401);
    expect(errorsOf(unknown.json())[0]?.detail).toBe(orderMessages.invalidKey);

    const otherSite = await sendWithKey(adelaideKey, orderBody(w.world.ids.melbourne, 'SO-1'));
    expect(otherSite.statusCode).toBe(403);
    expect(errorsOf(otherSite.json())[0]?.detail).toBe(orderMessages.keyOtherSite);

    const revoked = await issueSiteKey(w.t.database.db, w.world.ids.melbourne, 'old');
    expect((await sendWithKey(revoked.key, orderBody(w.world.ids.melbourne, 'SO-R1'))).statusCode).toBe(201);
    await revokeSiteKey(w.t.database.db, revoked.id, new Date());
    const refused = await sendWithKey(revoked.key, orderBody(w.world.ids.melbourne, 'SO-R2'));
    expect(refused.statusCode).toBe(401);
    expect(errorsOf(refused.json())[0]?.detail).toBe(orderMessages.invalidKey);
    // a key that is not live is refused before the body is read: it learns nothing from validation
    for (const key of [revoked.key, 'fsite_not-a-real-key']) {
      const unread = await sendWithKey(key, { siteId: 'x' });
      expect(unread.statusCode, key).toBe(401);
      expect(errorsOf(unread.json())[0]?.detail).toBe(orderMessages.invalidKey);
    }
  });

  it('refuses a site without order integration, even with its own key', async () => {
    const sydneyKey = (await issueSiteKey(w.t.database.db, w.world.ids.sydney, 'sydney')).key;
    const res = await sendWithKey(sydneyKey, orderBody(w.world.ids.sydney, 'SO-S1'));
    expect(res.statusCode).toBe(403);
    expect(errorsOf(res.json())[0]?.detail).toBe(orderMessages.integrationOff);
  });

  it('answers 422 with pointers for an incomplete order and a place no locality matches', async () => {
    const res = await sendWithKey(melbourneKey, {
      siteId: String(w.world.ids.melbourne),
      dispatchDate: '2026-02-30',
      receiver: {
        name: '',
        address: { line1: '1 A St', locality: 'Adelaide', postcode: '50', subdivision: 'XX' },
      },
      lineItems: [],
    });
    const pointers = invalidPointers(res);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/orderNumber',
        '/dispatchDate',
        '/receiver/name',
        '/receiver/address/postcode',
        '/receiver/address/subdivision',
        '/lineItems',
      ]),
    );

    const nowhere = await sendWithKey(
      melbourneKey,
      orderBody(w.world.ids.melbourne, 'SO-X', {
        receiver: {
          name: 'Lost',
          address: { line1: '1 A St', locality: 'Atlantis', postcode: '5000', subdivision: 'SA' },
        },
      }),
    );
    expect(nowhere.statusCode).toBe(422);
    expect(errorsOf(nowhere.json())).toEqual([
      expect.objectContaining({
        pointer: '/receiver/address/locality',
        detail: orderMessages.localityNotFound,
      }),
    ]);
  });

  it('checks the parties’ contact phones with the phone rules (spec 5.2, G48)', async () => {
    const melbourneSender = (contactPhone: string) => ({
      name: 'Melbourne DC',
      address: { line1: '10 Collins St', locality: 'Melbourne', postcode: '3000', subdivision: 'VIC' },
      contactPhone,
    });
    const site = w.world.ids.melbourne;
    for (const [over, pointer] of [
      [{ receiver: { ...receiverAt('Adelaide Customer'), contactPhone: '0312' } }, '/receiver/contactPhone'],
      [{ sender: melbourneSender('0312') }, '/sender/contactPhone'],
    ] as const) {
      const res = await sendWithKey(melbourneKey, orderBody(site, 'SO-PHONE-BAD', over));
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res.json())).toEqual([
        { pointer, detail: phoneMessages.tenDigits, code: 'validationError' },
      ]);
    }

    for (const [index, phone] of ['03 8368 2200', '(03) 8368 2200'].entries()) {
      const order = await placed(melbourneKey, site, `SO-PHONE-${index}`, {
        sender: melbourneSender(phone),
        receiver: { ...receiverAt('Adelaide Customer'), contactPhone: phone },
      });
      expect(order.sender?.contactPhone).toBe(phone);
      expect(order.receiver.contactPhone).toBe(phone);
    }
  });
});

describe('POST /api/sender/orders with a session', () => {
  it('takes an order for a held site with integration, and refuses other sites', async () => {
    const res = await alice.post(ORDERS, orderBody(w.world.ids.melbourne, 'WEB-1'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: Order }>().data.source).toBe('web');

    const notHeld = await olly.post(ORDERS, orderBody(w.world.ids.melbourne, 'WEB-2'));
    expect(notHeld.statusCode).toBe(403);
    expect(errorsOf(notHeld.json())[0]?.detail).toBe(contextMessages.cannotAccess('site'));

    const noIntegration = await alice.post(ORDERS, orderBody(w.world.ids.sydney, 'WEB-3'));
    expect(noIntegration.statusCode).toBe(403);
    expect(errorsOf(noIntegration.json())[0]?.detail).toBe(orderMessages.integrationOff);
  });

  it('needs the CSRF header when sent with the session cookie', async () => {
    const res = await alice.request('POST', ORDERS, {
      body: orderBody(w.world.ids.melbourne, 'WEB-4'),
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/sender/orders', () => {
  beforeAll(async () => {
    for (const [number, name] of [
      ['LIST-003', 'Corner Store'],
      ['LIST-001', 'Bakery Supplies'],
      ['LIST-002', 'Adelaide Books'],
    ] as const)
      await placed(melbourneKey, w.world.ids.melbourne, number, { receiver: receiverAt(name) });
  });

  it('sorts by order number by default and pages', async () => {
    const all = await listOf(alice, `availableAtSiteId=${w.world.ids.melbourne}&search=list-`);
    expect(all.data.map((o) => o.orderNumber)).toEqual(['LIST-001', 'LIST-002', 'LIST-003']);
    expect(all.meta).toEqual({ totalItems: 3, startIndex: 0, itemsPerPage: 30 });

    const page = await listOf(
      alice,
      `availableAtSiteId=${w.world.ids.melbourne}&search=list-&page[limit]=2&page[offset]=2`,
    );
    expect(page.data.map((o) => o.orderNumber)).toEqual(['LIST-003']);
    expect(page.meta).toEqual({ totalItems: 3, startIndex: 2, itemsPerPage: 2 });

    const byReceiver = await listOf(
      alice,
      `availableAtSiteId=${w.world.ids.melbourne}&search=list-&sort=-receiver`,
    );
    expect(byReceiver.data.map((o) => o.receiver.name)).toEqual([
      'Corner Store',
      'Bakery Supplies',
      'Adelaide Books',
    ]);
  });

  it('searches and filters by receiver and dispatch date', async () => {
    const found = await listOf(alice, `availableAtSiteId=${w.world.ids.melbourne}&search=bakery`);
    expect(found.data.map((o) => o.orderNumber)).toEqual(['LIST-001']);
    const byName = await listOf(
      alice,
      `availableAtSiteId=${w.world.ids.melbourne}&filter[receiver.name]=corner`,
    );
    expect(byName.data.map((o) => o.orderNumber)).toEqual(['LIST-003']);
    const later = await listOf(
      alice,
      `availableAtSiteId=${w.world.ids.melbourne}&filter[dispatchDate][start]=2026-03-07`,
    );
    expect(later.data).toEqual([]);
    const bad = await alice.get(`${ORDERS}?availableAtSiteId=${w.world.ids.melbourne}&sort=price`);
    expect(bad.statusCode).toBe(422);
    expect((await alice.get(ORDERS)).statusCode).toBe(422);
  });

  it('lists only the sites a user holds: one site, or an organisation’s sites with integration', async () => {
    expect((await olly.get(`${ORDERS}?availableAtSiteId=${w.world.ids.melbourne}`)).statusCode).toBe(403);
    expect((await olly.get(`${ORDERS}?filter[organisation.id]=${w.world.ids.demo}`)).statusCode).toBe(403);
    const own = await listOf(olly, `availableAtSiteId=${w.world.ids.adelaide}`);
    expect(own.data.map((o) => o.orderNumber)).toEqual(['SO-1001']);
    const org = await listOf(alice, `filter[organisation.id]=${w.world.ids.demo}&search=list-`);
    expect(org.data).toHaveLength(3);
    expect(new Set(org.data.map((o) => o.siteId))).toEqual(new Set([String(w.world.ids.melbourne)]));
  });
});

describe('GET /api/sender/orders answered again', () => {
  it('shows an order changed outside the user’s own requests once the app hears of it', async () => {
    const url = `availableAtSiteId=${w.world.ids.melbourne}&search=kept-`;
    const order = await placed(melbourneKey, w.world.ids.melbourne, 'KEPT-001');
    expect((await listOf(alice, url)).data.map((o) => o.orderNumber)).toEqual(['KEPT-001']);
    await changedOutside(w.t.app, LISTS_CHANGED_CHANNEL, w.world.ids.melbourne, () =>
      w.t.database.db
        .update(orders)
        .set({ status: 'converted' })
        .where(eq(orders.id, Number(order.id))),
    );
    expect((await listOf(alice, url)).data).toEqual([]);
  });

  it('refuses a site whose order integration was turned off since its list was kept', async () => {
    const url = `${ORDERS}?availableAtSiteId=${w.world.ids.adelaide}`;
    expect((await olly.get(url)).statusCode).toBe(200);
    const off = (enabled: boolean) =>
      updateSite(w.t.database.db, w.world.ids.adelaide, { orderIntegrationEnabled: enabled });
    try {
      await changedOutside(w.t.app, LISTS_CHANGED_CHANNEL, '*', () => off(false));
      expect((await olly.get(url)).statusCode).toBe(403);
    } finally {
      await off(true);
    }
  });
});

describe('GET /api/sender/orders over an organisation’s sites', () => {
  it('merges the sites’ pages in the order asked for, page by page', async () => {
    await updateSite(w.t.database.db, w.world.ids.sydney, { orderIntegrationEnabled: true });
    try {
      for (const [siteId, number] of [
        [w.world.ids.sydney, 'ORG-2'],
        [w.world.ids.melbourne, 'ORG-3'],
        [w.world.ids.sydney, 'ORG-4'],
        [w.world.ids.melbourne, 'ORG-1'],
      ] as const) {
        const res = await alice.post(ORDERS, orderBody(siteId, number));
        expect(res.statusCode, res.body).toBe(201);
      }
      const org = `filter[organisation.id]=${w.world.ids.demo}&search=org-`;
      const first = await listOf(alice, `${org}&page[limit]=3`);
      expect(first.data.map((o) => o.orderNumber)).toEqual(['ORG-1', 'ORG-2', 'ORG-3']);
      expect(first.meta.totalItems).toBe(4);
      const second = await listOf(alice, `${org}&page[limit]=3&page[offset]=3`);
      expect(second.data.map((o) => o.orderNumber)).toEqual(['ORG-4']);
      const descending = await listOf(alice, `${org}&sort=-orderNumber&page[limit]=2&page[offset]=1`);
      expect(descending.data.map((o) => o.orderNumber)).toEqual(['ORG-3', 'ORG-2']);
    } finally {
      await updateSite(w.t.database.db, w.world.ids.sydney, { orderIntegrationEnabled: false });
    }
  });
});

describe('GET and DELETE /api/sender/orders/{id}', () => {
  it('fetches and deletes an order of a held site; another organisation’s order is not found', async () => {
    const order = await placed(melbourneKey, w.world.ids.melbourne, 'DEL-1');
    expect((await olly.get(`${ORDERS}/${order.id}`)).statusCode).toBe(404);
    expect((await olly.request('DELETE', `${ORDERS}/${order.id}`)).statusCode).toBe(404);

    const got = await alice.get(`${ORDERS}/${order.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json<{ data: Order }>().data).toEqual(order);

    expect((await alice.request('DELETE', `${ORDERS}/${order.id}`)).statusCode).toBe(204);
    expect((await alice.get(`${ORDERS}/${order.id}`)).statusCode).toBe(404);
    expect((await alice.get(`${ORDERS}/abc`)).statusCode).toBe(422);
  });
});

describe('a consignment made from orders', () => {
  const booking = () => w.booking;
  const consignmentCount = async () =>
    (await w.t.database.db.select({ id: consignments.id }).from(consignments)).length;

  async function createFrom(linkedOrders: string[]) {
    const quote = (await quoteFor(alice, booking())).quotes.find((q) => q.recommended);
    if (!quote) throw new Error('no quote');
    return alice.post(CONSIGNMENTS, consignmentBody(booking(), quote.id, { linkedOrders }));
  }

  it('records its orders, which leave the open list and show the consignment', async () => {
    const a = await placed(melbourneKey, w.world.ids.melbourne, 'CON-1');
    const b = await placed(melbourneKey, w.world.ids.melbourne, 'CON-2');
    const res = await createFrom([a.id, b.id]);
    expect(res.statusCode, res.body).toBe(201);
    const consignment = res.json<{
      data: { id: string; consignmentNo: string; orderId: string; linkedOrders: string[] };
    }>().data;
    expect(consignment.orderId).toBe(a.id);
    expect(consignment.linkedOrders).toEqual([a.id, b.id]);

    const open = await listOf(alice, `availableAtSiteId=${w.world.ids.melbourne}&search=con-`);
    expect(open.data).toEqual([]);
    const converted = await listOf(
      alice,
      `availableAtSiteId=${w.world.ids.melbourne}&search=con-&filter[status]=converted`,
    );
    expect(converted.data.map((o) => [o.orderNumber, o.consignment])).toEqual([
      ['CON-1', { id: consignment.id, consignmentNo: consignment.consignmentNo }],
      ['CON-2', { id: consignment.id, consignmentNo: consignment.consignmentNo }],
    ]);

    const again = await createFrom([b.id]);
    expectFirstError(again, '/data/attributes/linkedOrders/0', orderMessages.orderConverted);
  });

  it('gives its orders back, open again, when it is deleted', async () => {
    const order = await placed(melbourneKey, w.world.ids.melbourne, 'BACK-1');
    const made = await createFrom([order.id]);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ data: { id: string } }>().data;

    const deleted = await alice.request('DELETE', `${CONSIGNMENTS}/${id}`, { headers: { 'if-match': '*' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const open = await listOf(alice, `availableAtSiteId=${w.world.ids.melbourne}&search=back-`);
    expect(open.data.map((o) => [o.orderNumber, o.status, o.consignment])).toEqual([
      ['BACK-1', 'open', null],
    ]);
    expect((await createFrom([order.id])).statusCode).toBe(201);
  });

  it('refuses orders of two receivers, or of another site, and saves nothing', async () => {
    const countBefore = await consignmentCount();
    const a = await placed(melbourneKey, w.world.ids.melbourne, 'MIX-1');
    const b = await placed(melbourneKey, w.world.ids.melbourne, 'MIX-2', {
      receiver: receiverAt('Other Receiver'),
    });
    const mixed = await createFrom([a.id, b.id]);
    expect(mixed.statusCode).toBe(422);
    expect(errorsOf(mixed.json())[0]?.detail).toBe(orderMessages.ordersOtherReceiver);

    const foreign = await placed(adelaideKey, w.world.ids.adelaide, 'FOREIGN-1');
    const other = await createFrom([foreign.id]);
    expect(other.statusCode).toBe(422);
    expect(errorsOf(other.json())[0]?.detail).toBe(orderMessages.orderNotFound);

    const still = await listOf(alice, `availableAtSiteId=${w.world.ids.melbourne}&search=mix-`);
    expect(still.data.map((o) => o.status)).toEqual(['open', 'open']);
    expect(await consignmentCount()).toBe(countBefore);
  });
});
