/**
 * The client mistakes once answered 500, each answered as a client error now: NUL text anywhere, a GraphQL
 * query that is not a string, and ids past the database's integer on every route that takes one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages, type Estimate } from '@freight/contracts';
import { createQuoteWorld, DISPATCH, LOCALITY, tenKilos } from './modules/quotes/quote-world.fixture';
import { TestClient } from './testing/http-client';
import { useWorld } from './testing/test-world';

const NUL = 'a\u0000b';
let estimate: Estimate;

const estimateBody = (references: string[]) => ({
  data: {
    siteId: String(w.world.ids.melbourne),
    type: 'outbound',
    dispatchDate: DISPATCH,
    references,
    sender: { name: 'Sender', locality: { id: String(LOCALITY.melbourne) } },
    receiver: { name: 'Receiver', locality: { id: String(LOCALITY.adelaide) } },
    lineItems: [tenKilos],
  },
});

const w = useWorld(createQuoteWorld, 'alice');
beforeAll(async () => {
  const res = await w.alice.post('/api/sender/v0/estimates', estimateBody(['PO-1']));
  expect(res.statusCode).toBe(201);
  estimate = res.json<{ data: Estimate }>().data;
});

const pointersOf = (body: string) =>
  (JSON.parse(body) as { errors: { source: { pointer: string }; detail: string }[] }).errors.map((error) => [
    error.source.pointer,
    error.detail,
  ]);

describe('NUL text is refused with 422 and a pointer, on every route, signed in or not', () => {
  it.each([
    ['/api/auth/sign-in', { username: NUL, password: 'x' }, '/username'],
    ['/api/auth/forgot-password', { username: NUL }, '/username'],
    [
      '/api/auth/forgot-password/confirm',
      { username: 'alice', code: NUL, newPassword: 'Renewed2026' },
      '/code',
    ],
  ])('%s', async (url, body, pointer) => {
    const res = await new TestClient(w.t.app).post(url, body);
    expect(res.statusCode).toBe(422);
    expect(pointersOf(res.body)).toEqual([[pointer, fieldMessages.text]]);
  });

  it('in an estimate reference, on create and on update', async () => {
    const created = await w.alice.post('/api/sender/v0/estimates', estimateBody(['PO-1', NUL]));
    expect(created.statusCode).toBe(422);
    expect(pointersOf(created.body)).toEqual([['/data/references/1', fieldMessages.text]]);
    const updated = await w.alice.request('PUT', `/api/sender/v0/estimates/${estimate.id}`, {
      body: estimateBody([NUL]),
    });
    expect(updated.statusCode).toBe(422);
    expect(pointersOf(updated.body)).toEqual([['/data/references/0', fieldMessages.text]]);
  });

  it('in the estimate search text', async () => {
    const res = await w.alice.post('/api/sender/estimates/search', {
      filter: { siteIds: [String(w.world.ids.melbourne)], search: NUL },
    });
    expect(res.statusCode).toBe(422);
    expect(pointersOf(res.body)).toEqual([['/filter/search', fieldMessages.text]]);
  });

  it('in a query parameter, and in a key', async () => {
    const query = await w.alice.get('/api/address/localities?q=a%00b');
    expect(query.statusCode).toBe(422);
    expect(pointersOf(query.body)).toEqual([['/querystring/q', fieldMessages.text]]);
    const key = await new TestClient(w.t.app).post('/api/auth/sign-in', {
      username: 'a',
      password: 'b',
      [NUL]: 1,
    });
    expect(key.statusCode).toBe(422);
  });

  it('refuses a body nested too deeply to search', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i += 1) deep = { data: deep };
    const res = await new TestClient(w.t.app).post('/api/auth/sign-in', {
      username: 'a',
      password: 'b',
      deep,
    });
    expect(res.statusCode).toBe(422);
    expect(pointersOf(res.body)).toEqual([['/', fieldMessages.tooDeep]]);
  });
});

describe('a GraphQL query that is not a string is 400 with a GraphQL error', () => {
  it.each([1, true, [], {}, null])('POST {"query": %j}', async (query) => {
    const res = await w.alice.post('/api/org/graphql', { query });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ data: null; errors: { message: string }[] }>();
    expect(body.data).toBeNull();
    expect(body.errors[0]?.message).toMatch(/^(Syntax Error|The query must be a GraphQL document)/);
  });

  it.each(['query=1', 'query=true', 'query=a&query=b', ''])('GET ?%s', async (search) => {
    const res = await w.alice.get(`/api/org/graphql?${search}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { message: string }[] }>().errors).toHaveLength(1);
  });

  it('still answers a well-formed query', async () => {
    const res = await w.alice.post('/api/org/graphql', { query: '{ getUser { user { username } } }' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.getUser.user.username).toBe('alice');
  });
});

describe('one id parameter schema: an id past the database integer is 422 on every route', () => {
  const routes = [
    ['GET', '/api/sender/v0/consignments/{id}'],
    ['GET', '/api/sender/v0/consignments/{id}/label.pdf'],
    ['HEAD', '/api/sender/v0/consignments/{id}/label.pdf'],
    ['GET', '/api/sender/v0/consignments/{id}/connote.pdf'],
    ['HEAD', '/api/sender/v0/consignments/{id}/connote.pdf'],
    ['GET', '/api/sender/v0/consignments/{id}/dg-summary.pdf'],
    ['HEAD', '/api/sender/v0/consignments/{id}/dg-summary.pdf'],
    ['GET', '/api/sender/v0/estimates/{id}'],
    ['GET', '/api/address-book/v0/entries/{id}'],
    ['GET', '/api/org/shipping-item-presets/{id}'],
  ] as const;
  it.each(routes)('%s %s', async (method, path) => {
    for (const id of ['2147483648', '99999999999999999999', 'abc']) {
      const res = await w.alice.request(method, path.replace('{id}', id));
      expect(res.statusCode, id).toBe(422);
    }
    const missing = await w.alice.request(method, path.replace('{id}', '2147483647'));
    expect(missing.statusCode).toBe(404);
  });
});
