import type { Address, Entry, Locality } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';

/** A locality by search, e.g. 'richmond vic 3121'; the first suggestion. */
export async function localityFor(client: TestClient, q: string): Promise<Locality> {
  const res = await client.get(`/api/address/localities?q=${encodeURIComponent(q)}`);
  const first = res.json<{ data: Locality[] }>().data[0];
  if (!first) throw new Error(`no locality for ${q}`);
  return first;
}

/** An address made through the API, as the browser makes one. */
export async function addressFor(
  client: TestClient,
  line1: string,
  localityQuery: string,
  line2: string | null = null,
): Promise<Address> {
  const locality = await localityFor(client, localityQuery);
  const res = await client.post('/api/address/v0/addresses', {
    data: { type: 'addressEstimate', attributes: { line1, line2, localitySuggestionId: locality.id } },
  });
  if (res.statusCode !== 201) throw new Error(`address not made: ${res.body}`);
  return res.json<{ data: Address }>().data;
}

export const entryBody = (attributes: Record<string, unknown>) => ({ data: { type: 'entries', attributes } });

export async function createEntry(client: TestClient, attributes: Record<string, unknown>): Promise<Entry> {
  const res = await client.post('/api/address-book/v0/entries', entryBody(attributes));
  if (res.statusCode !== 201) throw new Error(`entry not made: ${res.body}`);
  return res.json<{ data: Entry }>().data;
}
