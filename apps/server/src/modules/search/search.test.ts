import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  CONSIGNMENT_SEARCH_MAX_LENGTH,
  consignmentCsvColumns,
  type Consignment,
  type ConsignmentSearchResponse,
  type ConsignmentListResponse,
} from '@freight/contracts';
import { consignments, consignmentTrackingEvents } from '../../db/schema';
import { TestClient } from '../../testing/http-client';
import {
  book,
  bookInTurn,
  carton,
  CONSIGNMENTS,
  errorsOf,
  expectFirstError,
  useConsignmentWorldWith,
} from '../consignments/consignment-world.fixture';

const SEARCH = '/api/search/v0/consignments';
const made: Record<string, Consignment> = {};

const w = useConsignmentWorldWith({ at: '2026-03-05T00:00:00Z' }, 'alice', 'olly');
beforeAll(async () => {
  const booking = w.booking;
  const make = bookInTurn(w.t, w.alice, made);
  await make('road', booking, { carrier: 'Test Road Co', over: { references: ['QX-ALPHA', 'INV-77'] } });
  await make('express', booking, { carrier: 'Test Express Co', over: { references: ['QX-BRAVO'] } });
  await make(
    'inbound',
    { ...booking, dispatchDate: '2026-03-10' },
    {
      carrier: 'Test Road Co',
      over: { type: 'inbound', receiver: { name: 'Zed Traders', addressId: booking.receiverAddressId } },
    },
  );
  await make('heavy', { ...booking, lineItems: [{ ...carton, quantity: 4 }] }, { carrier: 'Test Road Co' });
  await make(
    'perth',
    { ...booking, receiverAddressId: w.world.addresses.perth },
    { over: { receiver: { name: 'Perth Depot', addressId: w.world.addresses.perth } } },
  );
  await make('sydney', { ...booking, siteId: w.world.ids.sydney }, { over: { references: ['QX-SYD'] } });
  made.olly = (await book(w.olly, w.world.secondOrgBooking)).consignment;
  // the attributes other flows set (issues, tracking, pallets, transfer), straight in the table
  type Values = Parameters<ReturnType<typeof w.t.database.db.update<typeof consignments>>['set']>[0];
  const set = (name: string, values: Values) =>
    w.t.database.db
      .update(consignments)
      .set(values)
      .where(eq(consignments.id, Number(made[name]?.id)));
  await set('road', {
    hasIssues: true,
    issues: [{ code: 'missingDimensions', message: 'Dimensions missing' }],
    previousConsignmentNumbers: ['OLD-4711'],
    searchText: sql`${consignments.searchText} || ' old-4711'`,
  });
  await set('express', {
    hasDangerousGoods: true,
    hasDeliveryTimeSlot: true,
    transferPolicy: 'automatic',
    transferredAt: w.t.clock.now(),
  });
  // two earlier numbers alike in their digits, unlike in their prefixes
  await set('inbound', {
    previousConsignmentNumbers: ['ZZA000012345'],
    searchText: sql`${consignments.searchText} || ' zza000012345'`,
  });
  await set('heavy', {
    previousConsignmentNumbers: ['YYB000012345'],
    searchText: sql`${consignments.searchText} || ' yyb000012345'`,
    isFullyDelivered: true,
    pallets: { transferType: 'carrier', docketNumbers: ['D1'] },
  });
  await set('perth', { eta: '2026-03-16' });
  await w.t.database.db.insert(consignmentTrackingEvents).values({
    consignmentId: Number(made.perth?.id),
    type: 'inTransit',
    occurredAt: new Date('2026-03-06T01:00:00Z'),
    description: 'In transit to Perth',
    location: 'Adelaide',
  });
});

const melbourne = () => `filter[site.id]=${w.world.ids.melbourne}`;
const bothSites = () => `filter[site.id]=${w.world.ids.melbourne},${w.world.ids.sydney}`;
const no = (name: string) => made[name]?.consignmentNo;

/** U35: a text search carries a service filter; these search every service, as the header does. */
const everyService = (query: string) =>
  /(^|&)search=/.test(query) && !query.includes('filter[agreedService.id]')
    ? `${query}&filter[agreedService.id]=all`
    : query;

async function search(client: TestClient, query: string) {
  const res = await client.get(`${SEARCH}?${everyService(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConsignmentSearchResponse>();
}
const numbers = (body: { data: { consignmentNo: string }[] }) => body.data.map((row) => row.consignmentNo);

describe('GET /api/search/v0/consignments (U27-U36)', () => {
  it('finds a consignment by a three-character fragment, a full number, a reference, a previous number and a name', async () => {
    expect(numbers(await search(w.alice, `${bothSites()}&search=alp`))).toEqual([no('road')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=${no('express')}`))).toEqual([no('express')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=inv-77`))).toEqual([no('road')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=old-4711`))).toEqual([no('road')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=perth%20depot`))).toEqual([no('perth')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=qx-`))).toEqual([
      no('sydney'),
      no('express'),
      no('road'),
    ]);
  });

  it('finds a full number by the whole number, not by its digits alone', async () => {
    expect(numbers(await search(w.alice, `${bothSites()}&search=zza000012345`))).toEqual([no('inbound')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=YYB000012345`))).toEqual([no('heavy')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=a000012345`))).toEqual([no('inbound')]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=zzb000012345`))).toEqual([]);
    expect(numbers(await search(w.alice, `${bothSites()}&search=000012345`)).sort()).toEqual(
      [no('inbound'), no('heavy')].sort(),
    );
    expect(numbers(await search(w.alice, `${bothSites()}&search=12345`)).sort()).toEqual(
      [no('inbound'), no('heavy')].sort(),
    );
  });

  it('answers each result with what the header shows, its count and the CSV link of the same search', async () => {
    const body = await search(w.alice, `${bothSites()}&search=perth`);
    expect(body.meta).toEqual({ totalItems: 1, startIndex: 0, itemsPerPage: 30 });
    expect(body.links.csv).toBe(
      `/api/search/v0/consignments.csv?${bothSites()}&search=perth&filter[agreedService.id]=all`,
    );
    expect(body.data[0]).toMatchObject({
      id: made.perth?.id,
      type: 'outbound',
      consignmentNo: no('perth'),
      dispatchDate: made.perth?.dispatchDate,
      sender: { name: made.perth?.sender.name },
      receiver: { name: 'Perth Depot', address: { locality: 'Perth' } },
      site: { id: String(w.world.ids.melbourne), name: 'Melbourne DC' },
      organisation: { id: String(w.world.ids.demo), name: 'Demo Freight Co' },
      carrier: { name: 'Test Road Co' },
      estimatedTimeOfArrival: '2026-03-16',
      hasDangerousGoods: false,
      issues: [],
      tracking: {
        latestEvent: {
          type: 'inTransit',
          data: {
            occurredAt: '2026-03-06T01:00:00.000Z',
            description: 'In transit to Perth',
            location: 'Adelaide',
          },
        },
      },
    });
    const road = (await search(w.alice, `${melbourne()}&search=alpha`)).data[0];
    expect(road).toMatchObject({
      previousConsignmentNumbers: ['OLD-4711'],
      references: ['QX-ALPHA', 'INV-77'],
      issues: [{ code: 'missingDimensions' }],
    });
  });

  it('pages by limit and offset, 20 when an offset comes alone (U28)', async () => {
    const page = await search(w.alice, `${bothSites()}&page[limit]=2&page[offset]=2`);
    expect(numbers(page)).toEqual([no('heavy'), no('inbound')]);
    expect(page.meta).toEqual({ totalItems: 6, startIndex: 2, itemsPerPage: 2 });
    expect((await search(w.alice, `${bothSites()}&page[offset]=0`)).meta.itemsPerPage).toBe(20);
    const past = await search(w.alice, `${bothSites()}&page[offset]=40`);
    expect(past.data).toEqual([]);
    expect(past.meta.totalItems).toBe(6);
  });

  it('sorts by every key, "-" descending, updated descending breaking ties (U32-U34)', async () => {
    expect(numbers(await search(w.alice, bothSites()))).toEqual([
      no('sydney'),
      no('perth'),
      no('heavy'),
      no('inbound'),
      no('express'),
      no('road'),
    ]);
    // date ties on five consignments: the newest update first among them
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-date`))).toEqual([
      no('inbound'),
      no('perth'),
      no('heavy'),
      no('express'),
      no('road'),
    ]);
    expect(numbers(await search(w.alice, `${melbourne()}&sort=date`))[4]).toBe(no('inbound'));
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-items`))[0]).toBe(no('heavy'));
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-weight`))[0]).toBe(no('heavy'));
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-volume`))[0]).toBe(no('heavy'));
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-to`))[0]).toBe(no('inbound'));
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-eta`))[0]).toBe(no('perth'));
    const byReference = (await search(w.alice, `${melbourne()}&sort=references`)).data.map(
      (row) => row.references[0] ?? '',
    );
    expect(byReference).toEqual([...byReference].sort());
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-carrier`))[0]).toBe(no('perth'));
    expect(numbers(await search(w.alice, `${melbourne()}&sort=carrier`))[0]).toBe(no('express'));
    const byNumber = numbers(await search(w.alice, `${melbourne()}&sort=consignment`));
    expect(byNumber).toEqual([...byNumber].sort());
    expect(numbers(await search(w.alice, `${melbourne()}&sort=-from`))).toHaveLength(5);
    // every sort answers as the consignment list does, over one site and over two
    for (const sort of [
      'date',
      'references',
      'consignment',
      'carrier',
      'from',
      'to',
      'eta',
      'items',
      'volume',
      'weight',
    ])
      for (const key of [sort, `-${sort}`])
        for (const sites of [melbourne(), bothSites()]) {
          const listed = await w.alice.get(`${CONSIGNMENTS}?${sites}&sort=${key}`);
          expect(numbers(await search(w.alice, `${sites}&sort=${key}`)), key).toEqual(
            numbers(listed.json<ConsignmentListResponse>()),
          );
        }
    const unknown = await w.alice.get(`${SEARCH}?${melbourne()}&sort=-colour`);
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown.json())[0]).toMatchObject({ pointer: '/querystring/sort' });
  });

  it('filters by every filter of U31', async () => {
    const only = async (query: string, expected: (string | undefined)[]) =>
      expect(numbers(await search(w.alice, `${bothSites()}&${query}`)), query).toEqual(expected);
    await only(`filter[organisation.id]=${w.world.ids.demo}`, numbers(await search(w.alice, bothSites())));
    await only('filter[transfer]=true', [no('express')]);
    await only('filter[issues]=true', [no('road')]);
    await only('filter[deliveryTimeSlot]=true', [no('express')]);
    await only('filter[hasDangerousGoods]=true', [no('express')]);
    expect(numbers(await search(w.alice, `filter[site.id]=${w.world.ids.sydney}`))).toEqual([no('sydney')]);
    await only('filter[receiver.name]=zed', [no('inbound')]);
    await only('filter[type]=inbound', [no('inbound')]);
    await only('filter[dispatchDate]=2026-03-10', [no('inbound')]);
    await only('filter[dispatchDate][start]=2026-03-07', [no('inbound')]);
    await only('filter[eta][start]=2026-03-16&filter[eta][end]=2026-03-16', [no('perth')]);
    await only('filter[isFullyDelivered]=true', [no('heavy')]);
    await only(`filter[agreedService.id]=${w.world.agreed.melbourneExpress}`, [no('express')]);
    await only('filter[transferPolicy]=automatic', [no('express')]);
    await only('filter[pallets.transferType]=carrier', [no('heavy')]);
    await only(`filter[consignment.id]=${made.road?.id},${made.sydney?.id}`, [no('sydney'), no('road')]);
    await only('filter[issues]=false&filter[type]=outbound&search=qx-', [no('sydney'), no('express')]);
  });

  it('searches an organisation’s sites the user holds, never another organisation’s (tenancy)', async () => {
    const org = await search(w.alice, `filter[organisation.id]=${w.world.ids.demo}&search=adelaide`);
    expect(numbers(org)).not.toContain(no('olly'));
    expect(org.data.every((row) => row.organisation.id === String(w.world.ids.demo))).toBe(true);
    // olly's own search finds his; the number of his consignment finds nothing for alice
    expect(numbers(await search(w.olly, `filter[site.id]=${w.world.ids.adelaide}`))).toEqual([no('olly')]);
    for (const query of [
      `filter[site.id]=${w.world.ids.adelaide}&search=${no('olly')}`,
      `filter[site.id]=${w.world.ids.melbourne},${w.world.ids.adelaide}`,
      `filter[organisation.id]=${w.world.ids.second}`,
    ]) {
      const res = await w.alice.get(`${SEARCH}?${everyService(query)}`);
      expect(res.statusCode, query).toBe(403);
      expect(res.body).not.toContain(String(no('olly')));
    }
    const fetched = await search(w.alice, `${melbourne()}&filter[consignment.id]=${made.olly?.id}`);
    expect(fetched.data).toEqual([]);
    expect((await new TestClient(w.t.app).get(`${SEARCH}?${melbourne()}`)).statusCode).toBe(401);
  });

  it('runs a text search only with a service filter, all or a list (U35)', async () => {
    const none = await w.alice.get(`${SEARCH}?${bothSites()}&search=qx-`);
    expectFirstError(
      none,
      '/querystring/filter[agreedService.id]',
      'A search needs a service filter: all, or a list of agreed service ids',
    );
    const all = await search(w.alice, `${bothSites()}&search=qx-&filter[agreedService.id]=all`);
    expect(all.data.length).toBeGreaterThan(1);
    const express = `filter[agreedService.id]=${w.world.agreed.melbourneExpress}`;
    expect(numbers(await search(w.alice, `${bothSites()}&search=qx-&${express}`))).toEqual([no('express')]);
    const bad = await w.alice.get(`${SEARCH}?${bothSites()}&search=qx-&filter[agreedService.id]=every`);
    expect(bad.statusCode).toBe(422);
  });

  it('takes search text up to the length the header’s box stops at, and refuses longer', async () => {
    const all = `${bothSites()}&filter[agreedService.id]=all`;
    const longest = 'q'.repeat(CONSIGNMENT_SEARCH_MAX_LENGTH);
    expect((await search(w.alice, `${all}&search=${longest}`)).data).toEqual([]);
    expectFirstError(
      await w.alice.get(`${SEARCH}?${all}&search=${longest}q`),
      '/querystring/search',
      `cannot be more than ${CONSIGNMENT_SEARCH_MAX_LENGTH} characters`,
    );
  });

  it('needs at least one site, and refuses 101 with the spec’s error (U36, X)', async () => {
    const none = await w.alice.get(SEARCH);
    expect(none.statusCode).toBe(422);
    expect(errorsOf(none.json())[0]).toMatchObject({ detail: 'choose at least one site' });
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const many = await w.alice.get(`${SEARCH}?filter[site.id]=${ids}`);
    expectFirstError(many, '/querystring/filter[site.id]', 'A consignment search takes at most 100 site ids');
    const hundred = Array.from({ length: 99 }, (_, i) => i + 100_000).join(',');
    // 100 ids are taken (and those not held are refused as any other)
    expect(
      (await w.alice.get(`${SEARCH}?filter[site.id]=${w.world.ids.melbourne},${hundred}`)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/search/v0/consignments.csv (U29)', () => {
  it('exports the same search as CSV, and refuses another organisation’s site', async () => {
    const body = await search(w.alice, `${bothSites()}&search=qx-`);
    const res = await w.alice.get(body.links.csv);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(consignmentCsvColumns.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(numbers(body));
    const refused = await w.alice.get(`${SEARCH}.csv?filter[site.id]=${w.world.ids.adelaide}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('json');
  });
});
