import { beforeAll, describe, expect, it } from 'vitest';
import {
  contextMessages,
  fieldMessages,
  formMessagesB,
  listMessages,
  type Estimate,
  type EstimateSummary,
  type PageMetaWire,
} from '@freight/contracts';
import { eq } from 'drizzle-orm';
import { estimates } from '../../db/schema';
import { LISTS_CHANGED_CHANNEL } from '../../platform/cache/kept-lists';
import { changedOutside } from '../../testing/heard-by';
import type { TestClient } from '../../testing/http-client';
import { useWorldWith } from '../../testing/test-world';
import type { EstimateRow } from './estimates.repository';
import { createQuoteWorld, DISPATCH, errorsOf, LOCALITY, tenKilos } from '../quotes/quote-world.fixture';

// Sessions slide with this clock: signed in after the story's last moment, they stay valid while it runs.
const w = useWorldWith({ at: '2026-12-31T00:00:00Z' }, createQuoteWorld, 'alice', 'olly');
const made: Record<string, Estimate> = {};

function body(siteId: number) {
  return {
    data: {
      siteId: String(siteId),
      type: 'outbound',
      dispatchDate: DISPATCH,
      sender: { name: 'Sender', locality: { id: String(LOCALITY.melbourne) } },
      receiver: { name: 'Receiver', locality: { id: String(LOCALITY.adelaide) } },
      lineItems: [{ ...tenKilos, quantity: 3 }],
    },
  };
}

/** Creates an estimate at a moment (UTC): the clock decides createdAt. */
async function createAt(name: string, client: TestClient, siteId: number, at: string) {
  w.t.clock.set(at);
  const res = await client.post('/api/sender/v0/estimates', body(siteId));
  expect(res.statusCode).toBe(201);
  made[name] = res.json<{ data: Estimate }>().data;
}

beforeAll(async () => {
  const { alice, olly, world } = w;
  // 1 March 00:30 in Melbourne is 28 February 13:30 UTC
  await createAt('earlyMarch', alice, world.ids.melbourne, '2026-02-28T13:30:00Z');
  await createAt('midMarch', alice, world.ids.melbourne, '2026-03-15T01:00:00Z');
  await createAt('sydney', alice, world.ids.sydney, '2026-03-16T01:00:00Z');
  await createAt('deleted', alice, world.ids.melbourne, '2026-03-17T01:00:00Z');
  await createAt('april', alice, world.ids.melbourne, '2026-04-02T01:00:00Z');
  await createAt('adelaide', olly, world.ids.adelaide, '2026-03-15T02:00:00Z');
  await alice.request('DELETE', `/api/sender/v0/estimates/${made.deleted?.id ?? ''}`);
});

async function search(client: TestClient, request: unknown) {
  const res = await client.post('/api/sender/estimates/search', request);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: EstimateSummary[]; meta: PageMetaWire }>();
}

const numbers = (rows: EstimateSummary[]) => rows.map((row) => row.estimateNumber);
const numberOf = (name: string) => made[name]?.estimateNumber;

describe('POST /api/sender/estimates/search (L15)', () => {
  it('lists a site’s live estimates, newest first, with paging metadata and summary rows', async () => {
    const { data, meta } = await search(w.alice, { filter: { siteIds: [String(w.world.ids.melbourne)] } });
    expect(numbers(data)).toEqual([numberOf('april'), numberOf('midMarch'), numberOf('earlyMarch')]);
    expect(meta).toEqual({ totalItems: 3, startIndex: 0, itemsPerPage: 30 });
    expect(data[0]).toEqual({
      id: made.april?.id,
      siteId: String(w.world.ids.melbourne),
      type: 'outbound',
      estimateNumber: numberOf('april'),
      createdAt: '2026-04-02T01:00:00.000Z',
      updatedAt: '2026-04-02T01:00:00.000Z',
      dispatchDate: DISPATCH,
      senderName: 'Sender',
      senderPlace: 'Melbourne VIC 3000',
      receiverName: 'Receiver',
      receiverPlace: 'Adelaide SA 5000',
      references: [],
      itemQuantity: 3,
      hasDangerousGoods: false,
      selectedQuoteCount: 0,
      converted: false,
    });
  });

  it('sums a row from what the estimate keeps: its receiver’s address, its chosen quotes, its conversions', async () => {
    const address = {
      id: 'a1',
      line1: '1 Rundle Mall',
      line2: null,
      locality: 'Adelaide',
      subdivision: 'SA',
      postcode: '5000',
      countryId: 'AU',
      timeZone: 'Australia/Adelaide',
      from: 'estimate' as const,
      gnafId: null,
      localityId: '1',
    };
    const id = Number(made.midMarch?.id);
    // a change made outside the app shows once the app hears of it
    await changedOutside(w.t.app, LISTS_CHANGED_CHANNEL, w.world.ids.melbourne, () =>
      w.t.app.db
        .update(estimates)
        .set({
          receiver: {
            name: 'Rundle Traders',
            addressBookEntryId: null,
            address,
            locality: null,
            residential: false,
          },
          lineItems: [
            { ...tenKilos, quantity: 2 },
            { ...tenKilos, quantity: 5 },
          ] as EstimateRow['lineItems'],
          selectedQuoteIds: ['q1', 'q2'],
          convertedConsignments: [
            { id: '501', connoteNumber: 'TRC00000017', convertedAt: '2026-03-16T01:00:00Z' },
          ],
        })
        .where(eq(estimates.id, id)),
    );
    const { data } = await search(w.alice, { filter: { siteIds: [String(w.world.ids.melbourne)] } });
    expect(data.find((row) => row.id === String(id))).toMatchObject({
      receiverName: 'Rundle Traders',
      receiverPlace: 'Adelaide SA 5000',
      itemQuantity: 7,
      selectedQuoteCount: 2,
      converted: true,
    });
  });

  it('lists every site of an organisation the user holds (org context)', async () => {
    const { data } = await search(w.alice, { filter: { organisationId: String(w.world.ids.demo) } });
    expect(numbers(data)).toEqual([
      numberOf('april'),
      numberOf('sydney'),
      numberOf('midMarch'),
      numberOf('earlyMarch'),
    ]);
  });

  it('filters createdAt as a range of Melbourne days, both ends included', async () => {
    const march = await search(w.alice, {
      filter: {
        organisationId: String(w.world.ids.demo),
        createdAt: { from: '2026-03-01', to: '2026-03-31' },
      },
    });
    expect(numbers(march.data)).toEqual([numberOf('sydney'), numberOf('midMarch'), numberOf('earlyMarch')]);
    const instant = await search(w.alice, {
      filter: {
        siteIds: [String(w.world.ids.melbourne)],
        createdAt: { from: '2026-03-15T01:00:00Z', to: '2026-03-15T01:00:00Z' },
      },
    });
    expect(numbers(instant.data)).toEqual([numberOf('midMarch')]);
  });

  it('pages and sorts', async () => {
    const page = await search(w.alice, {
      filter: { organisationId: String(w.world.ids.demo) },
      page: { limit: 2, offset: 1 },
      sort: 'estimateNumber',
    });
    expect(numbers(page.data)).toEqual([numberOf('midMarch'), numberOf('sydney')]);
    expect(page.meta).toEqual({ totalItems: 4, startIndex: 1, itemsPerPage: 2 });
    const pastTheLast = await search(w.alice, {
      filter: { organisationId: String(w.world.ids.demo) },
      page: { limit: 2, offset: 10 },
    });
    expect(pastTheLast).toEqual({ data: [], meta: { totalItems: 4, startIndex: 10, itemsPerPage: 2 } });
  });

  it.each([
    [{ filter: {} }, '/filter/siteIds', formMessagesB.required],
    [{ filter: { siteIds: ['1'] }, sort: 'colour' }, '/sort', listMessages.unknownSort('colour')],
    [{ filter: { siteIds: ['1'] }, page: { limit: 101 } }, '/page/limit', formMessagesB.maximum(100)],
    [{ filter: { siteIds: ['1'], search: 5 } }, '/filter/search', fieldMessages.text],
    [
      { filter: { siteIds: ['1'], createdAt: { from: 'yesterday' } } },
      '/filter/createdAt/from',
      'enter a valid date or date and time',
    ],
    [
      { filter: { siteIds: ['1'], createdAt: { from: '2026-03-02', to: '2026-03-01' } } },
      '/filter/createdAt/to',
      'the end of the range must not be before its start',
    ],
  ])('answers 422 for %j', async (request, pointer, detail) => {
    const res = await w.alice.post('/api/sender/estimates/search', request);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toContainEqual({ pointer, detail, code: 'validationError' });
  });

  it('finds estimates by words in their number, references and parties, every word matching (text search)', async () => {
    w.t.clock.set('2026-03-20T01:00:00Z');
    const created = await w.alice.post('/api/sender/v0/estimates', {
      data: {
        ...body(w.world.ids.melbourne).data,
        receiver: { name: 'Harbour Timber Supplies', locality: { id: String(LOCALITY.adelaide) } },
        references: ['PO_7%'],
      },
    });
    expect(created.statusCode).toBe(201);
    const harbour = created.json<{ data: Estimate }>().data;
    const find = async (text: string, client = w.alice) =>
      numbers(
        (await search(client, { filter: { organisationId: String(w.world.ids.demo), search: text } })).data,
      );
    try {
      expect(await find('HARBOUR timber')).toEqual([harbour.estimateNumber]);
      expect(await find('harbour adelaide')).toEqual([harbour.estimateNumber]);
      expect(await find('harbour perth')).toEqual([]);
      expect(await find(harbour.estimateNumber.toLowerCase())).toEqual([harbour.estimateNumber]);
      // LIKE's wildcards are the user's characters, matched as themselves
      expect(await find('_7%')).toEqual([harbour.estimateNumber]);
      expect(await find('%')).toEqual([harbour.estimateNumber]);
      // spaces only filter nothing
      expect((await find('   ')).length).toBeGreaterThan(1);
      // another organisation's user finds nothing of it
      const theirs = await search(w.olly, {
        filter: { organisationId: String(w.world.ids.second), search: 'harbour' },
      });
      expect(theirs.data).toEqual([]);
      const long = await w.alice.post('/api/sender/estimates/search', {
        filter: { organisationId: String(w.world.ids.demo), search: 'x'.repeat(101) },
      });
      expect(long.statusCode).toBe(422);
      expect(errorsOf(long.json())).toContainEqual({
        pointer: '/filter/search',
        detail: formMessagesB.maxLength(100),
        code: 'validationError',
      });
    } finally {
      await w.alice.request('DELETE', `/api/sender/v0/estimates/${harbour.id}`);
    }
  });

  it('never lists another organisation’s estimates', async () => {
    const site = await w.alice.post('/api/sender/estimates/search', {
      filter: { siteIds: [String(w.world.ids.adelaide)] },
    });
    expect(site.statusCode).toBe(403);
    expect(errorsOf(site.json())[0]?.detail).toBe(contextMessages.cannotAccess('site'));
    const org = await w.alice.post('/api/sender/estimates/search', {
      filter: { organisationId: String(w.world.ids.second) },
    });
    expect(org.statusCode).toBe(403);
    expect(errorsOf(org.json())[0]?.detail).toBe(contextMessages.cannotAccess('org'));
    const own = await search(w.olly, { filter: { organisationId: String(w.world.ids.second) } });
    expect(numbers(own.data)).toEqual([numberOf('adelaide')]);
  });
});
