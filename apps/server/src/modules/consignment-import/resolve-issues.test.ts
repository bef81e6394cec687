import { describe, expect, it } from 'vitest';
import type { Consignment, Order } from '@freight/contracts';
import { updateSite } from '../../testing/fixtures';
import { useWorld } from '../../testing/test-world';
import { parseCsv } from '../carriers';
import { issueSiteKey } from '../site-api-keys';
import { carton, consignmentBody, CONSIGNMENTS, quoteFor } from '../consignments/consignment-world.fixture';
import { consignmentImportMessages as messages } from '@freight/contracts';
import {
  configure,
  createImportWorld,
  errorsOf,
  goodRow,
  importAtMelbourne,
  importedConsignment,
  importedId,
  ISSUES,
} from './import-world.fixture';

const ORDERS = '/api/sender/orders';
const w = useWorld(createImportWorld, 'alice');

/** The ids on the Resolve consignment issues list of Melbourne DC. */
async function issueList(): Promise<string[]> {
  const res = await w.alice.get(
    `${CONSIGNMENTS}?filter[site.id]=${w.world.ids.melbourne}&filter[issues]=true&page[limit]=100`,
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Consignment[] }>().data.map((consignment) => consignment.id);
}

async function withIssuesCount(): Promise<number> {
  const res = await w.alice.get(`${ISSUES}/count?siteId=${w.world.ids.melbourne}`);
  return res.json<{ data: { withIssues: number } }>().data.withIssues;
}

/** PUT v0/consignments/{id} as the edit form sends it: the site's address to the Adelaide receiver, quoted. */
async function fix(id: string, reference: string, line: Record<string, unknown>) {
  const current = await w.alice.get(`${CONSIGNMENTS}/${id}`);
  const booking = { ...w.world.melbourneToAdelaide, lineItems: [line] };
  const quote = (await quoteFor(w.alice, { ...booking, lineItems: [carton] })).quotes.find(
    (q) => q.recommended,
  );
  return w.alice.request('PUT', `${CONSIGNMENTS}/${id}`, {
    body: consignmentBody(booking, quote?.id ?? '', { references: [reference] }),
    headers: { 'if-match': String(current.headers.etag) },
  });
}

describe('fixing a consignment through the edit form clears its issues (Resolve consignment issues)', () => {
  it('an unknown locality fixed by choosing the address: no issues, priced, off the list', async () => {
    await importAtMelbourne(w, [
      goodRow('FX-place', { receiverSuburb: 'Atlantis', receiverPostcode: '5999' }),
    ]);
    const before = await importedConsignment(w, 'FX-place');
    const id = before.id;
    expect(before.issues.map((issue) => issue.code)).toEqual(['localityUnknown']);
    expect(await issueList()).toContain(id);
    const count = await withIssuesCount();

    const res = await fix(id, 'FX-place', carton);
    expect(res.statusCode).toBe(200);
    const after = res.json<{ data: Consignment }>().data;
    expect(after.issues).toEqual([]);
    expect(after.receiver.address).toMatchObject({ locality: 'Adelaide', postcode: '5000' });
    expect(after.price.cost?.total).toBe(1331);
    // kept on the site's first service while unpriced; booked on Road now, under Road's number
    expect(after.agreedService.name).toBe('Test Road Co Road');
    expect(after.previousConsignmentNumbers).toEqual([before.consignmentNo]);
    expect(await issueList()).not.toContain(id);
    expect(await withIssuesCount()).toBe(count - 1);
  });

  it('a missing weight: an edit still without one is a 422 at the field and keeps the issue; with it, cleared', async () => {
    await importAtMelbourne(w, [goodRow('FX-weight', { weightKg: '' })]);
    const stored = await importedConsignment(w, 'FX-weight');
    const id = stored.id;
    const lineId = stored.lineItems[0]?.id ?? '';
    expect(stored.issues).toEqual([
      expect.objectContaining({
        code: 'weightMissing',
        pointer: `/data/attributes/lineItems/${lineId}/weight`,
      }),
    ]);

    const refused = await fix(id, 'FX-weight', { ...carton, id: lineId, weight: 0 });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused.json()).map((error) => error.pointer)).toContain(
      `/data/attributes/lineItems/${lineId}/weight`,
    );
    expect(await issueList()).toContain(id);

    const res = await fix(id, 'FX-weight', { ...carton, id: lineId });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Consignment }>().data).toMatchObject({
      issues: [],
      lineItems: [expect.objectContaining({ id: lineId, weight: 10_000 })],
    });
    expect(await issueList()).not.toContain(id);
  });
});

describe('a summary change of a consignment with issues', () => {
  it('moves its dispatch date and keeps its issues: it is not priced until they are resolved', async () => {
    await importAtMelbourne(w, [goodRow('SUM-dims', { lengthCm: '', widthCm: '', heightCm: '' })]);
    const id = await importedId(w, 'SUM-dims');
    const before = await w.alice.get(`${CONSIGNMENTS}/${id}`);
    const stored = before.json<{ data: Consignment }>().data;
    expect(stored.issues.map((issue) => issue.code)).toEqual(['dimensionsMissing']);

    const res = await w.alice.request('PUT', `${CONSIGNMENTS}/${id}/summary`, {
      body: {
        data: { type: 'consignments', attributes: { dispatchDate: '2026-03-09', references: ['SUM-dims'] } },
      },
      headers: { 'if-match': String(before.headers.etag) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await w.alice.get(`${CONSIGNMENTS}/${id}`)).json<{ data: Consignment }>().data;
    expect(after.dispatchDate).toBe('2026-03-09');
    expect(after.issues.map((issue) => issue.code)).toEqual(['dimensionsMissing']);
    expect(after.price).toEqual(stored.price);
    expect(await issueList()).toContain(id);
  });
});

describe('the list of issues exported as CSV', () => {
  it('carries each consignment’s issues, to be worked through outside the app', async () => {
    await importAtMelbourne(w, [
      goodRow('CSV-place', { receiverSuburb: 'Atlantis', receiverPostcode: '5999' }),
    ]);
    const consignment = await importedConsignment(w, 'CSV-place');
    const [issue] = consignment.issues;
    if (!issue) throw new Error('no issue');
    const res = await w.alice.get(
      `${CONSIGNMENTS}.csv?filter[site.id]=${w.world.ids.melbourne}&filter[issues]=true`,
    );
    expect(res.statusCode).toBe(200);
    const [header, ...records] = parseCsv(res.body).map((record) => record.cells);
    expect(header?.at(-1)).toBe('Issues');
    const record = records.find((cells) => cells[0] === consignment.consignmentNo);
    expect(record?.at(-1)).toBe(issue.message);
  });
});

describe('the never transfer policy: resolving issues is off (M12)', () => {
  it('imports still make consignments, which wait unreleased; count, release, delete and re-check see none', async () => {
    await configure(w.t, w.world.ids.melbourne, 'never');
    try {
      const { result } = await importAtMelbourne(w, [
        goodRow('NV-ok'),
        goodRow('NV-issue', { weightKg: '' }),
      ]);
      expect(result).toMatchObject({ transferPolicy: 'never', consignmentsMade: 2, withIssues: 1 });
      const ok = await importedConsignment(w, 'NV-ok');
      expect(ok).toMatchObject({ transferPolicy: 'manual', manifestTransferable: false, issues: [] });

      const count = await w.alice.get(`${ISSUES}/count?siteId=${w.world.ids.melbourne}`);
      expect(count.json()).toEqual({ data: { withIssues: 0, awaitingRelease: 0 } });
      const organisation = await w.alice.get(`${ISSUES}/count?organisationId=${w.world.ids.demo}`);
      expect(organisation.json()).toEqual({ data: { withIssues: 0, awaitingRelease: 0 } });
      for (const action of ['release', 'delete']) {
        const res = await w.alice.post(`${ISSUES}/${action}`, { data: { consignmentIds: [ok.id] } });
        expect(res.statusCode, action).toBe(422);
        expect(errorsOf(res.json())[0], action).toMatchObject({
          pointer: '/data/consignmentIds/0',
          detail: messages.consignmentNotFound,
        });
      }
      const recheck = await w.alice.post(`${ISSUES}/recheck`, {
        data: { siteId: String(w.world.ids.melbourne) },
      });
      expect(recheck.json()).toEqual({ data: { checked: 0, resolved: 0 } });
      expect(await importedId(w, 'NV-ok')).toBe(ok.id);
    } finally {
      await configure(w.t, w.world.ids.melbourne, 'manual');
    }
    // the same consignments are back on the list once the policy allows resolving
    const count = await w.alice.get(`${ISSUES}/count?siteId=${w.world.ids.melbourne}`);
    expect(count.json<{ data: { withIssues: number } }>().data.withIssues).toBeGreaterThanOrEqual(1);
  });
});

describe('deleting a consignment awaiting release that was made from orders', () => {
  it('gives its orders back, open again', async () => {
    await updateSite(w.t.database.db, w.world.ids.melbourne, { orderIntegrationEnabled: true });
    const key = await issueSiteKey(w.t.database.db, w.world.ids.melbourne, 'orders');
    const placed = await w.t.app.inject({
      method: 'POST',
      url: ORDERS,
      headers: { authorization: `Bearer ${key.key}` },
      payload: {
        siteId: String(w.world.ids.melbourne),
        orderNumber: 'HELD-1',
        dispatchDate: '2026-03-06',
        receiver: {
          name: 'Adelaide Customer',
          address: { line1: '1 King William St', locality: 'Adelaide', postcode: '5000', subdivision: 'SA' },
        },
        lineItems: [carton],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    const booking = w.world.melbourneToAdelaide;
    const quote = (await quoteFor(w.alice, booking)).quotes.find((q) => q.recommended);
    const made = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(booking, quote?.id ?? '', { linkedOrders: [order.id] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const consignment = made.json<{ data: Consignment }>().data;
    expect(consignment.manifestTransferable).toBe(false);

    const deleted = await w.alice.post(`${ISSUES}/delete`, { data: { consignmentIds: [consignment.id] } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await w.alice.get(`${ORDERS}/${order.id}`);
    expect(after.json<{ data: Order }>().data).toMatchObject({ status: 'open', consignment: null });
  });
});
