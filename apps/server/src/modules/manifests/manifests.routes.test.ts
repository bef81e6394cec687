import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  consignmentCsvColumns,
  consignmentMessages,
  manifestMessages,
  type Consignment,
  type ManifestDetail,
  type ManifestSearchResult,
} from '@freight/contracts';
import { consignments, manifests } from '../../db/schema';
import { migrationsFolder } from '../../platform/db/migrations';
import { parseCsv } from '../carriers';
import { manifestNumberOf } from './create-manifests';
import type { TestClient } from '../../testing/http-client';
import { servedPdfText } from '../documents/testing/pdf-text';
import {
  book,
  carton,
  CONSIGNMENTS,
  useConsignmentWorld,
  errorsOf,
  expectFirstError,
  PAINT_DRUMS,
  type Booking,
} from '../consignments/consignment-world.fixture';

const MANIFESTS = '/api/sender/v0/manifests';
const SEARCH = '/api/sender/manifests/search';
const w = useConsignmentWorld('alice', 'olly');

const body = (siteId: number, entries: unknown[]) => ({
  data: { type: 'manifests', attributes: { siteId: String(siteId), consignments: entries } },
});
const entry = (id: string, transferType = 'carrier', docketNumbers: string[] = []) => ({
  consignmentId: id,
  pallets: { transferType, docketNumbers },
});

async function bookMany(count: number, carrier = 'Test Road Co', over: Partial<Booking> = {}) {
  const made: Consignment[] = [];
  for (let i = 0; i < count; i += 1)
    made.push((await book(w.alice, { ...w.booking, ...over }, { carrier })).consignment);
  return made;
}

async function manifestOf(client: TestClient, siteId: number, ids: string[]) {
  const res = await client.post(
    MANIFESTS,
    body(
      siteId,
      ids.map((id) => entry(id)),
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: ManifestDetail[] }>().data;
}

const manifestIdOf = async (id: string) => {
  const [row] = await w.t.database.db
    .select({ manifestId: consignments.manifestId })
    .from(consignments)
    .where(eq(consignments.id, Number(id)));
  return row?.manifestId ?? null;
};

describe('POST /api/sender/v0/manifests', () => {
  it('manifests three consignments: they carry the manifest, leave Ready to manifest and refuse changes', async () => {
    const three = await bookMany(3);
    const [made, ...more] = await manifestOf(
      w.alice,
      w.world.ids.melbourne,
      three.map((c) => c.id),
    );
    expect(more).toEqual([]);
    expect(made).toMatchObject({
      status: 'proposed',
      consignmentType: 'outbound',
      siteId: String(w.world.ids.melbourne),
      carrier: { name: 'Test Road Co' },
      site: { name: 'Melbourne DC' },
      organisation: { name: 'Demo Freight Co' },
      consignmentCount: 3,
      itemQuantity: 3,
      weight: 30_000,
      senderName: 'Melbourne DC',
      documentUrl: `/api/sender/v0/manifests/${made?.id}/document.pdf`,
    });
    // Test Road Co numbers its consignments TRC...: its manifests carry the prefix too
    expect(made?.manifestNumber).toMatch(/^TRC-MAN\d{7}$/);
    expect(made?.consignments.map((c) => [c.id, c.status, c.pallets.transferType])).toEqual(
      three.map((c) => [c.id, null, 'carrier']),
    );

    const got = await w.alice.get(`${CONSIGNMENTS}/${three[0]?.id}`);
    const consignment = got.json<{ data: Consignment }>().data;
    expect(consignment.manifest).toEqual({ id: made?.id, addedAt: expect.any(String) as string });
    expect(consignment.pallets?.transferType).toBe('carrier');
    const etag = String(got.headers.etag);
    const put = await w.alice.request('PUT', `${CONSIGNMENTS}/${three[0]?.id}/summary`, {
      body: { data: { type: 'consignments', attributes: { references: ['X'] } } },
      headers: { 'if-match': etag },
    });
    expect(put.statusCode).toBe(409);
    expect(errorsOf(put.json())[0]).toMatchObject({
      code: 'alreadyManifested',
      detail: consignmentMessages.alreadyManifested,
    });
    const del = await w.alice.request('DELETE', `${CONSIGNMENTS}/${three[1]?.id}`, {
      headers: { 'if-match': '*' },
    });
    expect(del.statusCode).toBe(409);
    expect(errorsOf(del.json())[0]?.code).toBe('alreadyManifested');

    const ready = await w.alice.get(
      `${CONSIGNMENTS}?filter[site.id]=${w.world.ids.melbourne}&filter[readyToManifest]=true&page[limit]=100`,
    );
    const readyIds = ready.json<{ data: { id: string }[] }>().data.map((c) => c.id);
    for (const c of three) expect(readyIds).not.toContain(c.id);

    // the consignments' export names the manifest as its carrier knows it
    const csv = await w.alice.get(
      `${CONSIGNMENTS}.csv?filter[site.id]=${w.world.ids.melbourne}&filter[manifested]=true`,
    );
    const manifestColumn = consignmentCsvColumns.indexOf('Manifest');
    const exported = parseCsv(csv.body).slice(1);
    for (const c of three)
      expect(exported.find((record) => record.cells[0] === c.consignmentNo)?.cells[manifestColumn]).toBe(
        made?.manifestNumber,
      );

    const one = await w.alice.get(`${MANIFESTS}/${made?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: ManifestDetail }>().data.consignments).toHaveLength(3);
  });

  it('makes one manifest per carrier from one call, each numbered from its carrier’s own sequence', async () => {
    const road = await bookMany(2, 'Test Road Co');
    const express = await bookMany(1, 'Test Express Co');
    const made = await manifestOf(
      w.alice,
      w.world.ids.melbourne,
      [road[0], express[0], road[1]].map((c) => c?.id ?? ''),
    );
    expect(made.map((m) => [m.carrier.name, m.consignments.map((c) => c.id)]).sort()).toEqual(
      [
        ['Test Express Co', [express[0]?.id]],
        ['Test Road Co', [road[0]?.id, road[1]?.id]],
      ].sort(),
    );
    const expressNumber = made.find((m) => m.carrier.name === 'Test Express Co')?.manifestNumber;
    const roadNumber = made.find((m) => m.carrier.name === 'Test Road Co')?.manifestNumber;
    // each after its carrier's consignment prefix: two carriers' first manifests at one site read apart
    expect(expressNumber).toBe('TEX-MAN0000001');
    expect(roadNumber).toMatch(/^TRC-MAN\d{7}$/);
    // a carrier without a prefix numbers MAN and its sequence alone
    expect(manifestNumberOf('', 12)).toBe('MAN0000012');
  });

  it('manifests consignments with dangerous goods (O08)', async () => {
    const { consignment } = await book(
      w.alice,
      {
        ...w.booking,
        lineItems: [
          {
            ...carton,
            dangerousGoods: [PAINT_DRUMS],
          },
        ],
      },
      { carrier: 'Test Road Co' },
    );
    const [made] = await manifestOf(w.alice, w.world.ids.melbourne, [consignment.id]);
    expect(made?.hasDangerousGoods).toBe(true);
    expect(made?.consignments[0]?.hasDangerousGoods).toBe(true);
    // its DG summary gives the quantity as the consignment's does: two drums of 20 L
    const [row] = await w.t.database.db
      .select({ dangerousGoods: manifests.dangerousGoods })
      .from(manifests)
      .where(eq(manifests.id, Number(made?.id)));
    expect(row?.dangerousGoods).toEqual([
      expect.objectContaining({
        consignmentNo: consignment.consignmentNo,
        unNumber: '1263',
        quantity: '40 L',
      }),
    ]);
  });

  it('refuses each bad entry with a pointer to it, and makes nothing', async () => {
    const [good, manifested, withIssues] = await bookMany(3);
    const [sydney] = await bookMany(1, 'Test Road Co', { siteId: w.world.ids.sydney });
    if (!good || !manifested || !withIssues || !sydney) throw new Error('not booked');
    await manifestOf(w.alice, w.world.ids.melbourne, [manifested.id]);
    await w.t.database.db
      .update(consignments)
      .set({ hasIssues: true })
      .where(eq(consignments.id, Number(withIssues.id)));
    const theirs = await book(w.olly, w.world.secondOrgBooking, { carrier: 'Test Road Co' });
    const res = await w.alice.post(
      MANIFESTS,
      body(w.world.ids.melbourne, [
        entry(good.id),
        entry(manifested.id),
        entry(withIssues.id),
        entry(sydney.id),
        entry(theirs.consignment.id),
        entry('999999'),
        entry(good.id),
      ]),
    );
    expect(res.statusCode).toBe(422);
    const pointer = (i: number) => `/data/attributes/consignments/${i}/consignmentId`;
    expect(errorsOf(res.json()).map((e) => [e.pointer, e.detail])).toEqual([
      [pointer(1), manifestMessages.alreadyManifested],
      [pointer(2), manifestMessages.hasIssues],
      [pointer(3), manifestMessages.otherSite],
      [pointer(4), manifestMessages.notFound],
      [pointer(5), manifestMessages.notFound],
      [pointer(6), manifestMessages.duplicate],
    ]);
    expect(await manifestIdOf(good.id)).toBeNull();
    expect(await manifestIdOf(theirs.consignment.id)).toBeNull();
  });

  it('needs a consignment and a known pallet transfer type (O05, O07), and a site the user holds', async () => {
    const [one] = await bookMany(1);
    const empty = await w.alice.post(MANIFESTS, body(w.world.ids.melbourne, []));
    expectFirstError(empty, '/data/attributes/consignments', manifestMessages.atLeastOneConsignment);
    const pallets = await w.alice.post(
      MANIFESTS,
      body(w.world.ids.melbourne, [entry(one?.id ?? '', 'lender')]),
    );
    expect(pallets.statusCode).toBe(422);
    expect(errorsOf(pallets.json())[0]?.pointer).toBe('/data/attributes/consignments/0/pallets/transferType');
    const foreign = await w.olly.post(MANIFESTS, body(w.world.ids.melbourne, [entry(one?.id ?? '')]));
    expect(foreign.statusCode).toBe(403);
    const fromTheirSite = await w.olly.post(MANIFESTS, body(w.world.ids.adelaide, [entry(one?.id ?? '')]));
    expect(fromTheirSite.statusCode).toBe(422);
    expect(errorsOf(fromTheirSite.json())[0]?.detail).toBe(manifestMessages.notFound);
    expect(await manifestIdOf(one?.id ?? '')).toBeNull();
  });

  it('puts each consignment on exactly one manifest under 50 concurrent creations over overlapping selections', async () => {
    const pool = await bookMany(10);
    const ids = pool.map((c) => c.id);
    const picks = Array.from({ length: 50 }, (_, i) => [
      ids[i % 10],
      ids[(i + 3) % 10],
      ids[(i * 7 + 1) % 10],
    ]);
    const answers = await Promise.all(
      picks.map((pick) =>
        w.alice.post(
          MANIFESTS,
          body(
            w.world.ids.melbourne,
            [...new Set(pick)].map((id) => entry(id ?? '')),
          ),
        ),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 422)).toBe(true);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(errorsOf(refused.json()).every((e) => e.detail === manifestMessages.alreadyManifested)).toBe(
        true,
      );
    const staged = answers
      .filter((a) => a.statusCode === 201)
      .flatMap((a) =>
        a.json<{ data: ManifestDetail[] }>().data.flatMap((m) => m.consignments.map((c) => [c.id, m.id])),
      );
    expect(staged.length).toBeGreaterThan(0);
    // no consignment answered as staged twice, and each carries the manifest that staged it
    expect(staged.map(([id]) => id).sort()).toEqual([...new Set(staged.map(([id]) => id))].sort());
    const rows = await w.t.database.db
      .select({ id: consignments.id, manifestId: consignments.manifestId })
      .from(consignments)
      .where(inArray(consignments.id, ids.map(Number)));
    expect(
      rows
        .filter((row) => row.manifestId !== null)
        .map((row) => [String(row.id), String(row.manifestId)])
        .sort(),
    ).toEqual([...staged].sort());
  });
});

describe('migration 0035 on consignments manifested before it', () => {
  it('gives each its manifest’s number, and leaves those on no manifest without one', async () => {
    const [first, second, unmanifested] = await bookMany(3);
    const [made] = await manifestOf(w.alice, w.world.ids.melbourne, [first?.id ?? '', second?.id ?? '']);
    const ids = [first, second, unmanifested].map((c) => Number(c?.id));
    // as a database upgraded to 0035 has them: the column there, still empty
    await w.t.database.db
      .update(consignments)
      .set({ manifestNumber: null })
      .where(inArray(consignments.id, ids));
    const migration = readFileSync(join(migrationsFolder, '0035_consignment_manifest_number.sql'), 'utf8');
    const [, fill] = migration.split('--> statement-breakpoint');
    await w.t.database.db.execute(sql.raw(fill ?? ''));
    const rows = await w.t.database.db
      .select({ id: consignments.id, manifestNumber: consignments.manifestNumber })
      .from(consignments)
      .where(inArray(consignments.id, ids));
    expect(new Map(rows.map((row) => [row.id, row.manifestNumber]))).toEqual(
      new Map([
        [ids[0], made?.manifestNumber],
        [ids[1], made?.manifestNumber],
        [ids[2], null],
      ]),
    );
  });
});

describe('GET /api/sender/v0/manifests/{id}/document.pdf', () => {
  it('answers 202 while the PDF is being made, then 200 with the manifest number and every consignment', async () => {
    const two = await bookMany(2);
    const [made] = await manifestOf(
      w.alice,
      w.world.ids.melbourne,
      two.map((c) => c.id),
    );
    const url = `${MANIFESTS}/${made?.id}/document.pdf`;
    expect((await w.alice.request('HEAD', url)).statusCode).toBe(202);
    await w.t.app.jobs.drain();
    const head = await w.alice.request('HEAD', url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    const pdf = await w.alice.get(url);
    expect(pdf.statusCode).toBe(200);
    const text = servedPdfText(pdf.rawPayload);
    expect(text).toContain(made?.manifestNumber);
    for (const c of two) expect(text).toContain(c.consignmentNo);
    expect(text).toContain('Total 2 consignments');
    expect(text).toContain('Page 1 of 1');
  });
});

describe('POST /api/sender/manifests/search and tenancy', () => {
  it('pages 30 by default, answers manifests, total and numPages, and refuses an unknown sort', async () => {
    const res = await w.alice.post(SEARCH, { filter: { siteIds: [String(w.world.ids.melbourne)] } });
    expect(res.statusCode).toBe(200);
    const result = res.json<ManifestSearchResult>();
    expect(result.total).toBeGreaterThan(0);
    expect(result.numPages).toBe(Math.ceil(result.total / 30));
    const created = result.manifests.map((m) => m.created);
    expect(created).toEqual([...created].sort().reverse());

    const byItems = await w.alice.post(SEARCH, {
      filter: { organisationId: String(w.world.ids.demo) },
      sort: '-items',
      page: { limit: 2, offset: 0 },
    });
    const items = byItems.json<ManifestSearchResult>();
    expect(items.manifests).toHaveLength(2);
    expect(items.numPages).toBe(Math.ceil(items.total / 2));
    expect(items.manifests[0]?.itemQuantity).toBeGreaterThanOrEqual(items.manifests[1]?.itemQuantity ?? 0);

    const unknown = await w.alice.post(SEARCH, {
      filter: { siteIds: [String(w.world.ids.melbourne)] },
      sort: 'colour',
    });
    expectFirstError(unknown, '/sort', 'colour is not a valid sort');
  });

  it('filters by status, dangerous goods, type, service and created range', async () => {
    const search = async (filter: Record<string, unknown>) =>
      (
        await w.alice.post(SEARCH, { filter: { siteIds: [String(w.world.ids.melbourne)], ...filter } })
      ).json<ManifestSearchResult>();
    const all = await search({});
    expect((await search({ status: ['proposed'] })).total).toBe(all.total);
    expect((await search({ status: ['completed'] })).total).toBe(0);
    const dg = await search({ hasDangerousGoods: true });
    expect(dg.total).toBe(1);
    expect((await search({ consignmentTypes: ['inbound'] })).total).toBe(0);
    const express = all.manifests.find((m) => m.carrier.name === 'Test Express Co');
    const byService = await search({ agreedServiceIds: express?.agreedServices.map((s) => s.id) });
    expect(byService.manifests.map((m) => m.id)).toEqual([express?.id]);
    expect((await search({ created: { from: '2000-01-01', to: '2000-01-02' } })).total).toBe(0);
    const backwards = await w.alice.post(SEARCH, {
      filter: { siteIds: [String(w.world.ids.melbourne)], created: { from: '2026-03-06', to: '2026-03-01' } },
    });
    expect(backwards.statusCode).toBe(422);
  });

  it('never shows another organisation’s manifests or their documents', async () => {
    const mine = await w.alice.post(SEARCH, { filter: { siteIds: [String(w.world.ids.melbourne)] } });
    const [first] = mine.json<ManifestSearchResult>().manifests;
    expect(first).toBeDefined();
    expect((await w.olly.get(`${MANIFESTS}/${first?.id}`)).statusCode).toBe(404);
    expect((await w.olly.request('HEAD', `${MANIFESTS}/${first?.id}/document.pdf`)).statusCode).toBe(404);
    expect((await w.olly.get(`${MANIFESTS}/${first?.id}/document.pdf`)).statusCode).toBe(404);
    expect(
      (await w.olly.post(SEARCH, { filter: { siteIds: [String(w.world.ids.melbourne)] } })).statusCode,
    ).toBe(403);
    expect(
      (await w.olly.post(SEARCH, { filter: { organisationId: String(w.world.ids.demo) } })).statusCode,
    ).toBe(403);
    const theirs = await w.olly.post(SEARCH, { filter: { organisationId: String(w.world.ids.second) } });
    expect(theirs.json<ManifestSearchResult>().manifests.map((m) => m.site.id)).not.toContain(
      String(w.world.ids.melbourne),
    );
  });
});
