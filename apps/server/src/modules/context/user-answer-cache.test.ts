import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetUserResponse } from '@freight/contracts';
import { memberships, users } from '../../db/schema';
import { createOrganisation, createSite, createUser, updateSite } from '../../testing/fixtures';
import { type TestClient, signedInClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';

/**
 * GET /api/org/user is kept per user between changes. The changes below are written straight to the database,
 * as another server process or the admin CLI would make them, so this process learns of them only through the
 * version the triggers raise.
 */
let client: TestClient;
let userId = '';
let siteId = 0;
let organisationId = 0;

const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  const org = await createOrganisation(db, 'Cache Freight');
  organisationId = org.id;
  const site = await createSite(db, org.id, 'Geelong Yard');
  siteId = site.id;
  const user = await createUser(db, { username: 'casey', siteIds: [site.id] });
  userId = user.id;
  client = await signedInClient(t.app, 'casey');
});

const getUser = async () => {
  const res = await client.get('/api/org/user');
  expect(res.statusCode).toBe(200);
  return res.json<GetUserResponse>().user;
};

describe('the signed-in user, kept between changes', () => {
  it('answers the same twice, and a change made elsewhere at once', async () => {
    expect((await getUser()).sites.map((s) => s.name)).toEqual(['Geelong Yard']);
    expect((await getUser()).sites.map((s) => s.name)).toEqual(['Geelong Yard']);

    await updateSite(t.database.db, siteId, { name: 'Geelong Depot' });
    expect((await getUser()).sites.map((s) => s.name)).toEqual(['Geelong Depot']);
  });

  it('shows a site granted, a membership changed and a site taken away', async () => {
    const db = t.database.db;
    const second = await createSite(db, organisationId, 'Ballarat Store');
    await db.insert(memberships).values({ userId, siteId: second.id });
    expect((await getUser()).sites.map((s) => s.name).sort()).toEqual(['Ballarat Store', 'Geelong Depot']);

    await db
      .update(memberships)
      .set({ canTransactDangerousGoods: true })
      .where(eq(memberships.siteId, second.id));
    const ballarat = (await getUser()).sites.find((s) => s.name === 'Ballarat Store');
    expect(ballarat?.userCanTransactWithDangerousGoods).toBe(true);

    await db.delete(memberships).where(eq(memberships.siteId, second.id));
    expect((await getUser()).sites.map((s) => s.name)).toEqual(['Geelong Depot']);
  });

  it("shows the user's own details changed", async () => {
    await t.database.db.update(users).set({ fullName: 'Casey Jones' }).where(eq(users.id, userId));
    expect((await getUser()).fullName).toBe('Casey Jones');
  });

  it('answers GraphQL getUser from the same copy, and a change made elsewhere at once', async () => {
    const query = 'query getUser { getUser { user { fullName sites { name } } } }';
    const read = async () => {
      const res = await client.graphql('getUser', query);
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { getUser: { user: { fullName: string; sites: { name: string }[] } } } }>().data
        .getUser.user;
    };
    expect((await read()).fullName).toBe('Casey Jones');
    await t.database.db.update(users).set({ fullName: 'Casey Smith' }).where(eq(users.id, userId));
    expect((await read()).fullName).toBe('Casey Smith');
    await updateSite(t.database.db, siteId, { name: 'Geelong Wharf' });
    expect((await read()).sites.map((s) => s.name)).toEqual(['Geelong Wharf']);
    expect((await getUser()).sites.map((s) => s.name)).toEqual(['Geelong Wharf']);
  });

  it('sends its kept copy compressed as asked, the same as plain, and a change made elsewhere at once', async () => {
    const compressed = async () => {
      const res = await client.get('/api/org/user', { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as GetUserResponse;
    };
    const plain = await client.get('/api/org/user');
    expect(await compressed()).toEqual(plain.json());
    expect(await compressed()).toEqual(plain.json());
    await t.database.db.update(users).set({ fullName: 'Casey Brown' }).where(eq(users.id, userId));
    expect((await compressed()).user.fullName).toBe('Casey Brown');
  });
});
