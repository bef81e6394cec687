import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestSearchResult } from '@freight/contracts';
import { carriers, manifests, memberships } from '../../db/schema';
import { LISTS_CHANGED_CHANNEL } from '../../platform/cache/kept-lists';
import { createOrganisation, createSite, createUser } from '../../testing/fixtures';
import { type TestClient, signedInClient } from '../../testing/http-client';
import { heardOfSite, readTwiceKept, useSecondProcess } from '../../testing/second-process';
import { useTestApp } from '../../testing/test-world';
import { manifestRow } from './manifest-row.fixture';

// Two app instances on one database stand for two server processes: `b` answers the searches and keeps them,
// the database (or `a`) changes what `b` must then show.
const SEARCH = '/api/sender/manifests/search';
const t = useTestApp();
const b = useSecondProcess(t);
let ids: { organisation: number; melbourne: number; sydney: number; carrier: number; alice: string };
let alice: TestClient;
let olly: TestClient;

const signIn = async (username: string) => b.as(await signedInClient(t.app, username));

function insertManifest(siteId: number, manifestNumber: string) {
  const parties = { siteId, organisationId: ids.organisation, carrierId: ids.carrier };
  return t.database.db.insert(manifests).values(manifestRow(parties, { manifestNumber }));
}

beforeAll(async () => {
  const db = t.database.db;
  const org = await createOrganisation(db, 'Demo Freight Co');
  const melbourne = await createSite(db, org.id, 'Melbourne DC');
  const sydney = await createSite(db, org.id, 'Sydney Warehouse');
  const other = await createOrganisation(db, 'Other Freight Co');
  const adelaide = await createSite(db, other.id, 'Adelaide');
  const user = await createUser(db, { username: 'alice', siteIds: [melbourne.id, sydney.id] });
  await createUser(db, { username: 'olly', siteIds: [adelaide.id] });
  const [carrier] = await db.insert(carriers).values({ name: 'Test Road Co' }).returning();
  if (!carrier) throw new Error('no carrier');
  ids = {
    organisation: org.id,
    melbourne: melbourne.id,
    sydney: sydney.id,
    carrier: carrier.id,
    alice: user.id,
  };
  await insertManifest(melbourne.id, 'MAN0000001');
  alice = await signIn('alice');
  olly = await signIn('olly');
});

const ofMelbourne = () => ({ filter: { siteIds: [String(ids.melbourne)] } });

async function search(client: TestClient, body: unknown = ofMelbourne()) {
  const res = await client.post(SEARCH, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ManifestSearchResult>();
}

const heardByB = (siteId: number | '*') => heardOfSite(b, LISTS_CHANGED_CHANNEL, siteId);
const numbersOf = (result: ManifestSearchResult) => result.manifests.map((m) => m.manifestNumber);

describe('a manifest search answered again', () => {
  it('comes without a statement while nothing of its sites changed, and is never another user’s', async () => {
    const first = await readTwiceKept(b, () => search(alice));
    expect(numbersOf(first)).toEqual(['MAN0000001']);
    // another organisation's user asking for the same sites is refused, as always
    expect((await olly.post(SEARCH, ofMelbourne())).statusCode).toBe(403);
  });

  it('shows a manifest made or changed straight in the database once the change is heard', async () => {
    await search(alice);
    const made = await heardByB(ids.melbourne);
    await insertManifest(ids.melbourne, 'MAN0000002');
    await made();
    const after = await search(alice);
    expect(numbersOf(after).sort()).toEqual(['MAN0000001', 'MAN0000002']);
    const changed = await heardByB(ids.melbourne);
    await t.database.db
      .update(manifests)
      .set({ status: 'approved' })
      .where(eq(manifests.manifestNumber, 'MAN0000002'));
    await changed();
    expect((await search(alice)).manifests.find((m) => m.manifestNumber === 'MAN0000002')?.status).toBe(
      'approved',
    );
  });

  it('keeps another site’s search while one site changes', async () => {
    const sydney = { filter: { siteIds: [String(ids.sydney)] } };
    await search(alice, sydney);
    const heard = await heardByB(ids.melbourne);
    await insertManifest(ids.melbourne, 'MAN0000003');
    await heard();
    expect(await b.statements(() => search(alice, sydney))).toBe(0);
  });

  it('forgets every answer when whose sites a user holds changes', async () => {
    const whole = { filter: { organisationId: String(ids.organisation) } };
    expect((await search(alice, whole)).total).toBe(3);
    const heard = await heardByB('*');
    await t.database.db.delete(memberships).where(eq(memberships.siteId, ids.melbourne));
    await heard();
    expect((await search(alice, whole)).total).toBe(0);
    expect((await alice.post(SEARCH, ofMelbourne())).statusCode).toBe(403);
  });

  it('is a read: it drops none of the user’s kept answers, as a change would', async () => {
    const sydney = { filter: { siteIds: [String(ids.sydney)] } };
    await search(alice, sydney);
    await search(alice, { ...sydney, page: { limit: 10 } });
    expect(await b.statements(() => search(alice, sydney))).toBe(0);
  });
});
