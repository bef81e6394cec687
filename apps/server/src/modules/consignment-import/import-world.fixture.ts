/**
 * Test world for imports: the consignment world (Melbourne DC with Test Road Co's Road and Test Express Co's
 * Express; Melbourne (V1) -> Adelaide (S1) priced by hand, see the quote world) with import on at Melbourne DC,
 * its own address to send from, cost centres, and two localities of one name for an ambiguous place.
 */
import { and, eq } from 'drizzle-orm';
import {
  importColumns,
  type Consignment,
  type ConsignmentImport,
  type TransferPolicy,
} from '@freight/contracts';
import { consignments, localities } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import type { TestContext } from '../../testing/test-app';
import { CONSIGNMENTS, createConsignmentWorld } from '../consignments/consignment-world.fixture';
import { updateSite } from '../../testing/fixtures';

export const IMPORT = '/api/sender/v0/consignments/import';
export const IMPORTS = '/api/sender/v0/consignments/imports';
export const ISSUES = '/api/sender/v0/consignment-issues';
export { errorsOf } from '../consignments/consignment-world.fixture';

/** The import world's moment: 10 am on 5 March 2026 in Melbourne, the day before the good rows' date. */
export const IMPORT_NOW = '2026-03-04T23:00:00Z';

export async function createImportWorld(t: TestContext) {
  // the rows' dates are measured against the site's today: one fixed day, whatever the day the tests run
  t.clock.set(IMPORT_NOW);
  const world = await createConsignmentWorld(t);
  const db = t.database.db;
  await db.insert(localities).values([
    { id: 900101, suburb: 'Springfield', postcode: '4300', state: 'QLD', chargeZone: 'Q2' },
    { id: 900102, suburb: 'Springfield', postcode: '2250', state: 'NSW', chargeZone: 'N2' },
  ]);
  await configure(t, world.ids.melbourne, 'manual', world.addresses.melbourne);
  return world;
}

/** Import on at a site with a policy, sending from the address given. */
export async function configure(t: TestContext, siteId: number, policy: TransferPolicy, addressId?: string) {
  await updateSite(t.database.db, siteId, {
    importEnabled: true,
    importTransferPolicy: policy,
    ...(addressId ? { addressId } : {}),
    costCentres: [
      { code: 'MEL-100', description: 'Warehouse' },
      { code: 'MEL-200', description: 'Returns' },
    ],
  });
}

type Row = Partial<Record<(typeof importColumns)[number], string>>;

/** A good row: a 10 kg carton of 40 x 30 x 20 cm to 1 King William St, Adelaide SA 5000, on 6 March 2026. */
export const goodRow = (reference: string, over: Row = {}): Row => ({
  reference,
  dispatchDate: '2026-03-06',
  receiverName: `Receiver ${reference}`,
  receiverLine1: '1 King William St',
  receiverSuburb: 'Adelaide',
  receiverState: 'SA',
  receiverPostcode: '5000',
  packagingType: 'Carton',
  description: 'Books',
  quantity: '1',
  lengthCm: '40',
  widthCm: '30',
  heightCm: '20',
  weightKg: '10',
  ...over,
});

const quoted = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A CSV of the rows with every column, comma-separated unless told. */
export function csvOf(rows: readonly Row[], delimiter: ',' | ';' | '\t' = ','): string {
  const lines = [importColumns.join(delimiter)];
  for (const row of rows)
    lines.push(importColumns.map((column) => quoted(row[column] ?? '')).join(delimiter));
  return `${lines.join('\r\n')}\r\n`;
}

/** Imports the file, runs the job to the end, and answers the finished import. */
export async function importFile(t: TestContext, client: TestClient, siteId: number, csv: string) {
  const started = await client.post(IMPORT, {
    data: { attributes: { siteId: String(siteId), fileName: 'orders.csv', csv } },
  });
  if (started.statusCode !== 202) throw new Error(`import answered ${started.statusCode}: ${started.body}`);
  const { id } = started.json<{ data: ConsignmentImport }>().data;
  await t.app.jobs.drain();
  const done = await client.get(`${IMPORTS}/${id}`);
  return {
    started: started.json<{ data: ConsignmentImport }>().data,
    result: done.json<{ data: ConsignmentImport }>().data,
  };
}

/** A suite of the import world with Alice signed in. */
type WithAlice = { t: TestContext; alice: TestClient; world: { ids: { melbourne: number } } };

/** Alice imports a file of these rows at Melbourne DC, as most tests do (see importFile). */
export function importAtMelbourne(w: WithAlice, rows: readonly Row[]) {
  return importFile(w.t, w.alice, w.world.ids.melbourne, csvOf(rows));
}

/** Melbourne DC's imported consignments carrying this reference. */
export async function importedRows(w: WithAlice, reference: string) {
  const rows = await w.t.database.db
    .select()
    .from(consignments)
    .where(and(eq(consignments.siteId, w.world.ids.melbourne), eq(consignments.source, 'import')));
  return rows.filter((row) => row.references.includes(reference));
}

/** The id of Melbourne DC's imported consignment carrying this reference, as the API writes it. */
export async function importedId(w: WithAlice, reference: string): Promise<string> {
  const [row] = await importedRows(w, reference);
  if (!row) throw new Error(`no consignment ${reference}`);
  return String(row.id);
}

/** That consignment as Alice reads it. */
export async function importedConsignment(w: WithAlice, reference: string): Promise<Consignment> {
  const id = await importedId(w, reference);
  return (await w.alice.get(`${CONSIGNMENTS}/${id}`)).json<{ data: Consignment }>().data;
}
