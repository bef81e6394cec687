import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createSite, createUser } from '../../testing/fixtures';
import { signedInClient } from '../../testing/http-client';
import { createTestApp, type TestContext } from '../../testing/test-app';

const INTROSPECTION = '{ __schema { queryType { name } } }';

async function aliceOn(t: TestContext) {
  const org = await createOrganisation(t.database.db, 'Acme Freight');
  const site = await createSite(t.database.db, org.id, 'Melbourne DC');
  await createUser(t.database.db, { username: 'alice', siteIds: [site.id] });
  return signedInClient(t.app, 'alice');
}

describe('GraphQL introspection', () => {
  let production: TestContext;
  let development: TestContext;
  beforeAll(async () => {
    [production, development] = await Promise.all([
      createTestApp({ NODE_ENV: 'production' }),
      createTestApp({ NODE_ENV: 'development' }),
    ]);
  });
  afterAll(() => Promise.all([production.close(), development.close()]));

  it('is refused with a GraphQL error unless the server runs for development', async () => {
    const res = await (await aliceOn(production)).post('/api/org/graphql', { query: INTROSPECTION });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ data: null; errors: { message: string }[] }>();
    expect(body.data).toBeNull();
    expect(body.errors[0]?.message).toContain('introspection has been disabled');
  });

  it('describes the schema in development', async () => {
    const res = await (await aliceOn(development)).post('/api/org/graphql', { query: INTROSPECTION });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.__schema.queryType.name).toBe('Query');
  });
});
