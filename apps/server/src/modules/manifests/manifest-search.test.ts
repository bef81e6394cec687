import { beforeAll, describe, expect, it } from 'vitest';
import { manifestSortAliases, type ManifestSearchResult } from '@freight/contracts';
import { carriers, manifests } from '../../db/schema';
import { createOrganisation, createSite, createUser } from '../../testing/fixtures';
import { type TestClient, signedInClient } from '../../testing/http-client';
import { manifestRow } from './manifest-row.fixture';
import { useTestApp } from '../../testing/test-world';

const SEARCH = '/api/sender/manifests/search';
const COUNT = 120;

let alice: TestClient;
let organisationId: number;
/** What each seeded manifest sorts by, per alias, by id. */
const keys = new Map<number, Record<(typeof manifestSortAliases)[number], string | number>>();

/**
 * 120 manifests over two sites, with values that repeat (so the id must break ties) and whose order is the
 * same in every collation (one case, zero-padded numbers).
 */
const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  const org = await createOrganisation(db, 'Demo Freight Co');
  organisationId = org.id;
  const melbourne = await createSite(db, org.id, 'Melbourne DC');
  const sydney = await createSite(db, org.id, 'Sydney Warehouse');
  await createUser(db, { username: 'alice', siteIds: [melbourne.id, sydney.id] });
  const [carrier] = await db.insert(carriers).values({ name: 'Test Road Co' }).returning();
  if (!carrier) throw new Error('no carrier');
  const start = Date.parse('2026-03-01T00:00:00Z');
  const rows = await db
    .insert(manifests)
    .values(
      Array.from({ length: COUNT }, (_, i) => {
        const service = `Service ${(i * 7) % 5}`;
        return manifestRow(
          { siteId: i % 6 === 0 ? sydney.id : melbourne.id, organisationId: org.id, carrierId: carrier.id },
          {
            organisationName: org.name,
            carrierName: carrier.name,
            manifestNumber: `MAN${String((i * 53) % COUNT).padStart(7, '0')}`,
            senderName: `Sender ${String((i * 11) % 9).padStart(2, '0')}`,
            agreedServices: [{ id: '1', name: service }],
            serviceNames: service,
            itemQuantity: 1 + ((i * 13) % 17),
            volume: 1_000_000 * (1 + ((i * 29) % 23)),
            weight: 1_000 * (1 + ((i * 31) % 19)),
            // not in id order, so sorting by created is not sorting by id
            createdAt: new Date(start + ((i * 47) % COUNT) * 60_000),
          },
        );
      }),
    )
    .returning();
  for (const r of rows)
    keys.set(r.id, {
      created: r.createdAt.getTime(),
      service: r.serviceNames,
      manifest: r.manifestNumber,
      from: r.senderName,
      items: r.itemQuantity,
      volume: r.volume,
      weight: r.weight,
    });
  alice = await signedInClient(t.app, 'alice');
});

/** Every seeded id in the order the alias sorts them: by its key, ties by id, both the same way. */
function expectedOrder(alias: (typeof manifestSortAliases)[number], descending: boolean): number[] {
  const sign = descending ? -1 : 1;
  return [...keys.entries()]
    .sort(([idA, a], [idB, b]) => {
      const [x, y] = [a[alias], b[alias]];
      const byKey = x < y ? -1 : x > y ? 1 : 0;
      return sign * (byKey !== 0 ? byKey : idA - idB);
    })
    .map(([id]) => id);
}

async function search(body: Record<string, unknown>): Promise<ManifestSearchResult> {
  const res = await alice.post(SEARCH, { filter: { organisationId: String(organisationId) }, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ManifestSearchResult>();
}

const idsOf = (result: ManifestSearchResult) => result.manifests.map((m) => Number(m.id));

describe('manifest search: sorts and paging', () => {
  it('knows the seven sort aliases of the spec', () => {
    expect([...manifestSortAliases].sort()).toEqual(
      ['created', 'from', 'items', 'manifest', 'service', 'volume', 'weight'].sort(),
    );
  });

  for (const alias of ['service', 'manifest', 'from', 'items', 'volume', 'weight', 'created'] as const)
    for (const descending of [false, true])
      it(`orders by ${descending ? '-' : ''}${alias} across both sites and pages`, async () => {
        const sort = `${descending ? '-' : ''}${alias}`;
        const first = await search({ sort, page: { offset: 0, limit: 100 } });
        const rest = await search({ sort, page: { offset: 100, limit: 100 } });
        expect([...idsOf(first), ...idsOf(rest)]).toEqual(expectedOrder(alias, descending));
      });

  it('sorts newest first by default', async () => {
    expect(idsOf(await search({ page: { offset: 0, limit: 100 } }))).toEqual(
      expectedOrder('created', true).slice(0, 100),
    );
  });

  it('takes days of the first century in a created range, finding none rather than failing', async () => {
    const res = await alice.post(SEARCH, {
      filter: { organisationId: String(organisationId), created: { from: '0002-11-27', to: '0020-11-20' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ManifestSearchResult>().manifests).toEqual([]);
  });

  it('refuses an unknown alias, ascending or descending', async () => {
    for (const sort of ['colour', '-colour', 'created,colour']) {
      const res = await alice.post(SEARCH, { filter: { organisationId: String(organisationId) }, sort });
      expect(res.statusCode, sort).toBe(422);
      expect(res.json<{ errors: { source?: { pointer?: string } }[] }>().errors[0]?.source?.pointer).toBe(
        '/sort',
      );
    }
  });

  it('pages by 30 by default, and by 50 or 100, without overlap or gap', async () => {
    const all = expectedOrder('created', true);
    const byDefault = await search({});
    expect(byDefault.manifests).toHaveLength(30);
    expect(byDefault).toMatchObject({ total: COUNT, numPages: 4 });

    const fifties = [];
    for (const offset of [0, 50, 100]) {
      const page = await search({ page: { offset, limit: 50 } });
      expect(page).toMatchObject({ total: COUNT, numPages: 3 });
      fifties.push(...idsOf(page));
    }
    expect(fifties).toEqual(all);

    const hundreds = [];
    for (const offset of [0, 100]) {
      const page = await search({ page: { offset, limit: 100 } });
      expect(page).toMatchObject({ total: COUNT, numPages: 2 });
      hundreds.push(page.manifests.length);
    }
    expect(hundreds).toEqual([100, 20]);

    const tooMany = await alice.post(SEARCH, {
      filter: { organisationId: String(organisationId) },
      page: { offset: 0, limit: 101 },
    });
    expect(tooMany.statusCode).toBe(422);
  });
});
