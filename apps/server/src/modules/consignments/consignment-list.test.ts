import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseCsv } from '../carriers';
import {
  consignmentCsvColumns,
  type Consignment,
  type ConsignmentSummary,
  type PageMetaWire,
} from '@freight/contracts';
import { consignments } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import {
  book,
  bookInTurn,
  carton,
  CONSIGNMENTS,
  errorsOf,
  expectFirstError,
  useConsignmentWorldWith,
} from './consignment-world.fixture';
const made: Record<string, Consignment> = {};

type ListBody = { data: ConsignmentSummary[]; meta: PageMetaWire };

const w = useConsignmentWorldWith({ at: '2026-03-05T00:00:00Z' }, 'alice', 'olly');
beforeAll(async () => {
  const booking = w.booking;
  const make = bookInTurn(w.t, w.alice, made);
  await make('road', booking, { carrier: 'Test Road Co', over: { references: ['PO-ALPHA'] } });
  await make('express', booking, { carrier: 'Test Express Co', over: { references: ['=HYPERLINK("x")'] } });
  await make(
    'later',
    { ...booking, dispatchDate: '2026-03-10' },
    {
      carrier: 'Test Road Co',
      over: {
        type: 'inbound',
        receiver: { name: 'Zed, "Quoted" Pty', addressId: booking.receiverAddressId },
      },
    },
  );
  await make('heavy', { ...booking, lineItems: [{ ...carton, quantity: 4 }] }, { carrier: 'Test Road Co' });
  await make('sydney', { ...booking, siteId: w.world.ids.sydney });
  await make(
    'perth',
    { ...booking, receiverAddressId: w.world.addresses.perth },
    { over: { receiver: { name: 'Perth Depot', addressId: w.world.addresses.perth } } },
  );
  await w.t.database.db
    .update(consignments)
    .set({ manifestId: 5, manifestNumber: 'TRC-M000005', manifestAddedAt: w.t.clock.now() })
    .where(eq(consignments.id, Number(made.heavy?.id)));
  await book(w.olly, w.world.secondOrgBooking);
});

const site = () => `filter[site.id]=${w.world.ids.melbourne}`;
async function list(client: TestClient, query: string) {
  const res = await client.get(`${CONSIGNMENTS}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListBody>();
}
const numbers = (body: ListBody) => body.data.map((row) => row.consignmentNo);
const no = (name: string) => made[name]?.consignmentNo;

describe('GET /api/sender/v0/consignments (M42-M47)', () => {
  it('lists a site’s consignments, most recently updated first, with paging metadata', async () => {
    const body = await list(w.alice, site());
    expect(numbers(body)).toEqual([no('perth'), no('heavy'), no('later'), no('express'), no('road')]);
    expect(body.meta).toEqual({ totalItems: 5, startIndex: 0, itemsPerPage: 30 });
    expect(body.data[0]).toMatchObject({
      id: made.perth?.id,
      type: 'outbound',
      receiver: { name: 'Perth Depot', address: { locality: 'Perth' } },
      site: { id: String(w.world.ids.melbourne), name: 'Melbourne DC' },
      organisation: { id: String(w.world.ids.demo), name: 'Demo Freight Co' },
      carrier: { name: 'Test Road Co' },
      itemQuantity: 1,
      hasDangerousGoods: false,
      manifest: null,
    });
  });

  it('pages with page[limit] and page[offset]; an offset alone takes 20 (spec 9)', async () => {
    const page = await list(w.alice, `${site()}&page[limit]=2&page[offset]=2`);
    expect(numbers(page)).toEqual([no('later'), no('express')]);
    expect(page.meta).toEqual({ totalItems: 5, startIndex: 2, itemsPerPage: 2 });
    expect((await list(w.alice, `${site()}&page[offset]=0`)).meta.itemsPerPage).toBe(20);
  });

  it('sorts by the spec’s keys, with updated descending as the tiebreak', async () => {
    expect(numbers(await list(w.alice, `${site()}&sort=-dispatchDate,-updated`))[0]).toBe(no('later'));
    const byWeight = await list(w.alice, `${site()}&sort=-weight`);
    expect(byWeight.data[0]?.consignmentNo).toBe(no('heavy'));
    const byReceiver = await list(w.alice, `${site()}&sort=to`);
    expect(byReceiver.data[0]?.receiver.name).toBe('Adelaide Customer');
    expect(byReceiver.data.at(-1)?.receiver.name).toBe('Zed, "Quoted" Pty');
    const unknown = await w.alice.get(`${CONSIGNMENTS}?${site()}&sort=-colour`);
    expectFirstError(unknown, '/querystring/sort', '-colour is not a valid sort');
  });

  it('filters by type, dispatch date range, service, carrier, receiver and manifest state', async () => {
    expect(numbers(await list(w.alice, `${site()}&filter[type]=inbound`))).toEqual([no('later')]);
    expect(numbers(await list(w.alice, `${site()}&filter[dispatchDate][start]=2026-03-07`))).toEqual([
      no('later'),
    ]);
    expect(
      numbers(
        await list(
          w.alice,
          `${site()}&filter[dispatchDate][start]=2026-03-06&filter[dispatchDate][end]=2026-03-06`,
        ),
      ),
    ).not.toContain(no('later'));
    expect(
      numbers(await list(w.alice, `${site()}&filter[agreedService.id]=${w.world.agreed.melbourneExpress}`)),
    ).toEqual([no('express')]);
    expect(numbers(await list(w.alice, `${site()}&filter[carrier.id]=${made.express?.carrier.id}`))).toEqual([
      no('express'),
    ]);
    expect(numbers(await list(w.alice, `${site()}&filter[receiver.name]=perth`))).toEqual([no('perth')]);
    expect(numbers(await list(w.alice, `${site()}&filter[manifested]=true`))).toEqual([no('heavy')]);
    expect(numbers(await list(w.alice, `${site()}&filter[readyToManifest]=true`))).not.toContain(no('heavy'));
    expect(
      numbers(await list(w.alice, `${site()}&filter[consignment.id]=${made.road?.id},${made.express?.id}`)),
    ).toEqual([no('express'), no('road')]);
  });

  it('filters by ETA range and finds overdue consignments (spec 9)', async () => {
    expect(
      numbers(await list(w.alice, `${site()}&filter[eta][start]=2026-03-16&filter[eta][end]=2026-03-16`)),
    ).toEqual([no('perth')]);
    const before = w.t.clock.now();
    try {
      // sessions idle out as the clock moves on: sign in again at each moment
      w.t.clock.set('2026-03-12T02:00:00Z');
      const overdue = numbers(await list(await w.world.signIn('alice'), `${site()}&filter[overdue]=true`));
      expect(overdue).toEqual(expect.arrayContaining([no('road'), no('express'), no('heavy')]));
      expect(overdue).not.toContain(no('perth'));
      w.t.clock.set('2026-10-01T02:00:00Z');
      expect(numbers(await list(await w.world.signIn('alice'), `${site()}&filter[overdue]=true`))).toEqual(
        [],
      );
    } finally {
      w.t.clock.set(before);
    }
  });

  it('searches numbers, references and names', async () => {
    expect(numbers(await list(w.alice, `${site()}&search=alpha`))).toEqual([no('road')]);
    expect(numbers(await list(w.alice, `${site()}&search=${no('express')?.toLowerCase()}`))).toEqual([
      no('express'),
    ]);
    expect(numbers(await list(w.alice, `${site()}&search=Perth%20depot`))).toEqual([no('perth')]);
  });

  it('lists an organisation’s sites the user holds, and nothing of another organisation', async () => {
    const org = await list(w.alice, `filter[organisation.id]=${w.world.ids.demo}`);
    expect(org.meta.totalItems).toBe(6);
    expect(numbers(org)).toEqual(['perth', 'sydney', 'heavy', 'later', 'express', 'road'].map(no));
    const paged = await list(
      w.alice,
      `filter[organisation.id]=${w.world.ids.demo}&page[limit]=2&page[offset]=1`,
    );
    expect(numbers(paged)).toEqual([no('sydney'), no('heavy')]);
    const both = `filter[site.id]=${w.world.ids.sydney},${w.world.ids.melbourne}`;
    expect(numbers(await list(w.alice, `${both}&sort=-weight&page[limit]=1`))).toEqual([no('heavy')]);
    expect(numbers(await list(w.alice, `${both}&filter[type]=inbound`))).toEqual([no('later')]);
    const ollys = await list(w.olly, `filter[organisation.id]=${w.world.ids.second}`);
    expect(ollys.meta.totalItems).toBe(1);
    expect(numbers(ollys).some((n) => Object.values(made).some((c) => c.consignmentNo === n))).toBe(false);
    expect((await w.olly.get(`${CONSIGNMENTS}?${site()}`)).statusCode).toBe(403);
    expect((await w.olly.get(`${CONSIGNMENTS}?filter[organisation.id]=${w.world.ids.demo}`)).statusCode).toBe(
      403,
    );
  });

  it('needs at least one site and at most 100 (M58, M59)', async () => {
    const none = await w.alice.get(CONSIGNMENTS);
    expect(none.statusCode).toBe(422);
    expect(errorsOf(none.json())[0]?.detail).toBe('choose at least one site');
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const many = await w.alice.get(`${CONSIGNMENTS}?filter[site.id]=${ids}`);
    expect(many.statusCode).toBe(422);
    expect(errorsOf(many.json())[0]?.detail).toBe('A consignment search takes at most 100 site ids');
    for (const bad of [
      'filter[type]=sideways',
      'filter[dispatchDate][start]=2026-02-31',
      'page[limit]=500',
      'filter[overdue]=maybe',
      'search=%00',
    ]) {
      expect((await w.alice.get(`${CONSIGNMENTS}?${site()}&${bad}`)).statusCode).toBe(422);
    }
  });
});

describe('GET /api/sender/v0/consignments.csv (M43)', () => {
  it('exports the same search as CSV, quoted and safe for spreadsheets', async () => {
    const res = await w.alice.get(`${CONSIGNMENTS}.csv?${site()}&sort=consignment`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="consignments.csv"');
    const records = parseCsv(res.body).map((record) => record.cells);
    expect(records[0]).toEqual([...consignmentCsvColumns]);
    expect(records).toHaveLength(6);
    const byNumber = new Map(records.slice(1).map((cells) => [cells[0], cells]));
    expect(byNumber.get(no('road'))).toEqual([
      no('road'),
      'outbound',
      '2026-03-06',
      'Melbourne DC',
      'Melbourne DC',
      '10 Collins St, Melbourne VIC 3000',
      'Adelaide Customer',
      '1 King William St, Adelaide SA 5000',
      'Test Road Co',
      'Test Road Co Road',
      'PO-ALPHA',
      '1',
      '0.024',
      '10',
      '2026-03-11',
      '',
      'No',
      made.road?.updatedAt,
      '',
    ]);
    expect(byNumber.get(no('express'))?.[10]).toBe(`'=HYPERLINK("x")`);
    expect(byNumber.get(no('later'))?.[6]).toBe('Zed, "Quoted" Pty');
    // the manifest as its carrier knows it, not the app's id for it
    expect(byNumber.get(no('heavy'))?.[15]).toBe('TRC-M000005');
  });

  it('answers a bad search as a JSON error, and another organisation’s site as 403', async () => {
    expect((await w.alice.get(`${CONSIGNMENTS}.csv`)).statusCode).toBe(422);
    expect((await w.olly.get(`${CONSIGNMENTS}.csv?${site()}`)).statusCode).toBe(403);
  });
});

describe('a large CSV export', () => {
  it('writes every match once, in order, across read batches', async () => {
    const [row] = await w.t.database.db
      .select()
      .from(consignments)
      .where(eq(consignments.id, Number(made.road?.id)));
    if (!row) throw new Error('no row');
    const { id: _id, ...copy } = row;
    await w.t.database.db.insert(consignments).values(
      Array.from({ length: 1200 }, (_, i) => ({
        ...copy,
        consignmentNo: `BULK${String(i).padStart(6, '0')}`,
        updatedAt: new Date(row.updatedAt.getTime() - (i + 1) * 1000),
      })),
    );
    const res = await w.alice.get(`${CONSIGNMENTS}.csv?${site()}`);
    expect(res.statusCode).toBe(200);
    const records = parseCsv(res.body).map((record) => record.cells[0]);
    expect(records).toHaveLength(1 + 5 + 1200);
    expect(new Set(records).size).toBe(records.length);
    const bulk = records.filter((n) => n?.startsWith('BULK'));
    expect(bulk).toEqual(Array.from({ length: 1200 }, (_, i) => `BULK${String(i).padStart(6, '0')}`));
    const listed = await list(w.alice, site());
    expect(listed.meta).toEqual({
      totalItems: 1000,
      startIndex: 0,
      itemsPerPage: 30,
      totalItemsCapped: true,
    });
  });
});
