import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from './http-client';

/**
 * A record of another organisation is to `client` what an id naming none is: reading it, changing it with `change`
 * (and each of `also`, asked of its address) and deleting it all answer the 404 of an unknown id under `base`.
 */
export async function expectHiddenAsUnknown(
  client: TestClient,
  base: string,
  id: string,
  change: unknown,
  also: ((url: string) => Promise<LightMyRequestResponse>)[] = [],
) {
  const unknown = await client.get(`${base}/2147483647`);
  expect(unknown.statusCode).toBe(404);
  const url = `${base}/${id}`;
  const asks = [
    () => client.get(url),
    () => client.request('PUT', url, { body: change }),
    ...also.map((ask) => () => ask(url)),
    () => client.request('DELETE', url),
  ];
  for (const ask of asks) {
    const res = await ask();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
  }
}
