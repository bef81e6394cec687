import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarrierPreference, DangerousGoodsPreset } from '@freight/contracts';
import { addressBookEntries, agreedServices, sites } from '../../db/schema';
import { LISTS_CHANGED_CHANNEL } from '../../platform/cache/kept-lists';
import { useReferenceDataWorld } from '../../testing/reference-data-fixtures';
import { heardOfSite, readTwiceKept, useSecondProcess } from '../../testing/second-process';
import type { TestClient } from '../../testing/http-client';
import { addressFor, createEntry } from '../address-book/address-book.test-helpers';
import { insertAgreedService } from './agreed-service.fixture';

// Two app instances on one database stand for two server processes: `b` answers the settings lists and keeps
// them; the database, or the user through `a`, changes what `b` must then show.
const PREFERENCES = '/api/org/sender-policies/receiver-carrier-selection';
const DG_PRESETS = '/api/org/dangerous-goods/presets';
const w = useReferenceDataWorld('alice', 'olly');
const b = useSecondProcess(() => w.t);
let alice: TestClient;
let road: number;
let entryId: string;

beforeAll(async () => {
  alice = b.as(w.alice);
  road = await insertAgreedService(w.t.database.db, w.ids.melbourne, 'Road Express', 'ACC-ROAD');
  const address = await addressFor(w.alice, '12 Smith St', 'richmond vic 3121');
  const entry = await createEntry(w.alice, {
    siteId: w.ids.melbourne,
    name: 'Acme Hardware',
    location: { address: { id: address.id } },
  });
  entryId = entry.id;
  const made = await w.alice.post(PREFERENCES, {
    data: { siteId: String(w.ids.melbourne), addressBookEntryId: entryId, agreedServiceId: String(road) },
  });
  expect(made.statusCode, made.body).toBe(201);
});

const heardByB = (site: number | '*') => heardOfSite(b, LISTS_CHANGED_CHANNEL, site);

async function listOf<T>(client: TestClient, path: string, siteId = w.ids.melbourne): Promise<T[]> {
  const res = await client.get(`${path}?filter[siteId]=${siteId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T[] }>().data;
}
const preferences = () => listOf<CarrierPreference>(alice, PREFERENCES);

describe('a settings list answered again', () => {
  it('comes without a statement while nothing of its site changed, and is never another user’s', async () => {
    const first = await readTwiceKept(b, preferences);
    expect(first.map((p) => [p.addressBookEntryName, p.agreedServiceName])).toEqual([
      ['Acme Hardware', 'Road Express'],
    ]);
    // another organisation's user asking for the same site is refused, as always
    const olly = b.as(w.olly);
    expect((await olly.get(`${PREFERENCES}?filter[siteId]=${w.ids.melbourne}`)).statusCode).toBe(403);
  });

  it('shows the entry’s and the agreed service’s new names once each change is heard', async () => {
    await preferences();
    const renamed = await heardByB(w.ids.melbourne);
    await w.t.database.db
      .update(addressBookEntries)
      .set({ name: 'Acme Hardware Pty Ltd' })
      .where(eq(addressBookEntries.id, Number(entryId)));
    await renamed();
    expect((await preferences())[0]?.addressBookEntryName).toBe('Acme Hardware Pty Ltd');
    const serviceRenamed = await heardByB(w.ids.melbourne);
    await w.t.database.db
      .update(agreedServices)
      .set({ name: 'Road Saver' })
      .where(eq(agreedServices.id, road));
    await serviceRenamed();
    expect((await preferences())[0]?.agreedServiceName).toBe('Road Saver');
  });

  it('drops a preference the user deletes through another process once the delete is heard', async () => {
    const [policy] = await preferences();
    // the delete goes to the other process: this one hears of it from the database
    const heard = await heardByB(w.ids.melbourne);
    expect((await w.alice.request('DELETE', `${PREFERENCES}/${policy?.id}`)).statusCode).toBe(204);
    await heard();
    expect(await preferences()).toEqual([]);
  });

  it('keeps another site’s list while one site’s presets change', async () => {
    const sydney = () => listOf<CarrierPreference>(alice, PREFERENCES, w.ids.sydney);
    await sydney();
    const heard = await heardByB(w.ids.melbourne);
    await w.t.database.db.execute(
      sql`insert into shipping_item_presets (site_id, quick_access_code, description, packaging_type)
        values (${w.ids.melbourne}, 'CTN1', 'Carton', 'Carton')`,
    );
    await heard();
    expect(await b.statements(() => sydney())).toBe(0);
  });

  it('refuses dangerous goods presets once the site’s dangerous goods are switched off', async () => {
    expect(await listOf<DangerousGoodsPreset>(alice, DG_PRESETS)).toEqual([]);
    const heard = await heardByB('*');
    await w.t.database.db
      .update(sites)
      .set({ dangerousGoodsTransacting: false })
      .where(eq(sites.id, w.ids.melbourne));
    await heard();
    expect((await alice.get(`${DG_PRESETS}?filter[siteId]=${w.ids.melbourne}`)).statusCode).toBe(403);
  });
});
