import { expect } from 'vitest';
import type { TestClient } from '../../../testing/http-client';

/** The sender's autoprint API. */
export const SENDER = '/api/sender/v0/autoprint';

/** A default printer as the autoprint settings take it. */
type DefaultPrinter = { enabled: boolean; id: number | null };

/** No default printer: an agent printing to its folder needs none. */
export const NO_PRINTER: DefaultPrinter = { enabled: false, id: null };

/** The site's print agent key, newly issued by this user. */
export async function issueAgentKey(client: TestClient, siteId: number): Promise<string> {
  const res = await client.post(`${SENDER}/client/secret-key?siteId=${siteId}`);
  return res.json<{ data: { secretKey: string } }>().data.secretKey;
}

/** Autoprint on at the site with these default printers, printing labels twice and the connote once. */
export async function autoprintOn(
  client: TestClient,
  siteId: number,
  printers: { label: DefaultPrinter; connote: DefaultPrinter } = { label: NO_PRINTER, connote: NO_PRINTER },
) {
  const saved = await client.request('PUT', `${SENDER}/config?siteId=${siteId}`, {
    body: { enabled: true, defaultLabelPrinter: printers.label, defaultConnotePrinter: printers.connote },
  });
  expect(saved.statusCode).toBe(200);
  await client.request('PUT', `/api/sender/printing/policies/site/${siteId}`, {
    body: { defaultCopyCounts: { label: 2, connote: 1 }, carrierServiceCopyCounts: {} },
  });
}
