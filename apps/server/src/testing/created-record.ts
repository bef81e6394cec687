import type { TestClient } from './http-client';

/** Creates a record through the API as `client`; anything but a 201 fails the setup with the answer's body. */
export async function createdRecord<T>(client: TestClient, url: string, data: unknown): Promise<T> {
  const res = await client.post(url, { data });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ data: T }>().data;
}
