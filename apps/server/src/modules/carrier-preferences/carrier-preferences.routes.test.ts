import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  carrierPreferenceMessages,
  contextMessages,
  formMessagesB,
  type CarrierPreference,
  type Entry,
} from '@freight/contracts';
import { expectHiddenAsUnknown } from '../../testing/hidden-record';
import { useReferenceDataWorld, errorList, firstError } from '../../testing/reference-data-fixtures';
import { addressFor, createEntry } from '../address-book/address-book.test-helpers';
import { billedAccounts } from '../carriers';
import { findActivePolicy } from './carrier-preferences.service';
import { insertAgreedService, insertId } from './agreed-service.fixture';

let services: { road: number; express: number; sydneyRoad: number; roadPallets: number };
let entries: { acme: Entry; bolt: Entry; cobalt: Entry; sydneyEntry: Entry };
const URL_BASE = '/api/org/sender-policies/receiver-carrier-selection';

const w = useReferenceDataWorld('alice', 'olly');
const agreedService = (siteId: number, name: string, account: string, carrier?: number) =>
  insertAgreedService(w.t.database.db, siteId, name, account, carrier);

beforeAll(async () => {
  const road = await agreedService(w.ids.melbourne, 'Road Express', 'ACC-ROAD');
  const roadCarrier = await insertId(
    w.t.database.db,
    sql`select cs.carrier_id as id from agreed_services a
      join carrier_services cs on cs.id = a.carrier_service_id where a.id = ${road}`,
  );
  services = {
    road,
    express: await agreedService(w.ids.melbourne, 'Air Overnight', 'ACC-AIR'),
    sydneyRoad: await agreedService(w.ids.sydney, 'Sydney Road', 'ACC-SYD'),
    // the road carrier again, under the site's second account with it
    roadPallets: await agreedService(w.ids.melbourne, 'Road Pallets', 'ACC-ROAD-2', roadCarrier),
  };
  const address = await addressFor(w.alice, '12 Smith St', 'richmond vic 3121');
  const entry = (siteId: number, name: string) =>
    createEntry(w.alice, { siteId, name, location: { address: { id: address.id } } });
  entries = {
    acme: await entry(w.ids.melbourne, 'Acme Hardware'),
    bolt: await entry(w.ids.melbourne, 'Bolt Electrical'),
    cobalt: await entry(w.ids.melbourne, 'Cobalt Foods'),
    sydneyEntry: await entry(w.ids.sydney, 'Harbour Wines'),
  };
});

const create = (data: Record<string, unknown>, client = w.alice) => client.post(URL_BASE, { data });

/** A policy at Melbourne DC: Cobalt Foods by Road Express, unless told otherwise. */
const policyBody = (over: Record<string, unknown> = {}) => ({
  siteId: w.ids.melbourne,
  addressBookEntryId: entries.cobalt.id,
  agreedServiceId: services.road,
  ...over,
});

describe('POST /api/org/sender-policies/receiver-carrier-selection', () => {
  it('creates a policy (201), active, with the agreed service account unless one is given', async () => {
    const res = await create({
      siteId: String(w.ids.melbourne),
      addressBookEntryId: entries.acme.id,
      agreedServiceId: String(services.road),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      siteId: String(w.ids.melbourne),
      addressBookEntryId: entries.acme.id,
      addressBookEntryName: 'Acme Hardware',
      agreedServiceId: String(services.road),
      agreedServiceName: 'Road Express',
      carrierChargeAccount: 'ACC-ROAD',
      isActive: true,
    });
    const other = await create(
      policyBody({
        addressBookEntryId: entries.bolt.id,
        agreedServiceId: services.express,
        carrierChargeAccount: 'ACC-AIR',
      }),
    );
    expect(other.json().data).toMatchObject({
      carrierChargeAccount: 'ACC-AIR',
      agreedServiceName: 'Air Overnight',
    });
  });

  it('refuses a charge account the agreed service’s carrier does not bill for the site (422 on the account)', async () => {
    for (const account of ['ACC-AIR', 'ACC-SYD', 'RECEIVER-7']) {
      const res = await create(policyBody({ carrierChargeAccount: account }));
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([
        { pointer: '/data/carrierChargeAccount', detail: carrierPreferenceMessages.accountNotBilled },
      ]);
    }
    // the site's other account with the same carrier is one it bills
    const second = await create(policyBody({ carrierChargeAccount: 'ACC-ROAD-2' }));
    expect(second.statusCode).toBe(201);
    expect(second.json().data.carrierChargeAccount).toBe('ACC-ROAD-2');
    expect((await w.alice.request('DELETE', `${URL_BASE}/${second.json().data.id}`)).statusCode).toBe(204);
  });

  it("answers 409 'Must select an address with no preferences' on the address for an entry that has one", async () => {
    const res = await create(
      policyBody({ addressBookEntryId: entries.acme.id, agreedServiceId: services.express }),
    );
    expect(res.statusCode).toBe(409);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/addressBookEntryId', detail: 'Must select an address with no preferences' },
    ]);
  });

  it.each(['siteId', 'addressBookEntryId', 'agreedServiceId'])(
    "needs %s ('cannot be blank')",
    async (field) => {
      const res = await create(policyBody({ [field]: undefined }));
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([{ pointer: `/data/${field}`, detail: formMessagesB.required }]);
    },
  );

  it("refuses another site's entry or agreed service, and ids that are not ids", async () => {
    const res = await create(
      policyBody({ addressBookEntryId: entries.sydneyEntry.id, agreedServiceId: services.sydneyRoad }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/addressBookEntryId', detail: carrierPreferenceMessages.entryNotFound },
      { pointer: '/data/agreedServiceId', detail: carrierPreferenceMessages.agreedServiceNotFound },
    ]);
    const bad = await create(policyBody({ addressBookEntryId: 'x', agreedServiceId: 1.5 }));
    expect(errorList(bad.json()).map((e) => e.pointer)).toEqual([
      '/data/addressBookEntryId',
      '/data/agreedServiceId',
    ]);
  });

  it("answers 403 'Cannot access selected site' for another organisation's site", async () => {
    const res = await create(policyBody(), w.olly);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).detail).toBe(contextMessages.cannotAccess('site'));
  });
});

describe('a policy by id', () => {
  let policy: CarrierPreference;
  beforeAll(async () => {
    const res = await create(policyBody());
    policy = res.json<{ data: CarrierPreference }>().data;
  });
  const url = () => `${URL_BASE}/${policy.id}`;

  it('answers one policy', async () => {
    const res = await w.alice.get(url());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(policy);
  });

  it('updates without siteId, and answers 409 when moved to an entry that has a policy', async () => {
    const res = await w.alice.request('PUT', url(), {
      body: { data: { addressBookEntryId: entries.cobalt.id, agreedServiceId: services.express } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      agreedServiceName: 'Air Overnight',
      carrierChargeAccount: 'ACC-AIR',
      siteId: String(w.ids.melbourne),
    });
    // a change of service that keeps the previous carrier's account is refused
    const stale = await w.alice.request('PUT', url(), {
      body: {
        data: {
          addressBookEntryId: entries.cobalt.id,
          agreedServiceId: services.road,
          carrierChargeAccount: 'ACC-AIR',
        },
      },
    });
    expect(stale.statusCode).toBe(422);
    expect(firstError(stale.json())?.source).toEqual({ pointer: '/data/carrierChargeAccount' });
    const taken = await w.alice.request('PUT', url(), {
      body: { data: { addressBookEntryId: entries.acme.id, agreedServiceId: services.express } },
    });
    expect(taken.statusCode).toBe(409);
    expect(firstError(taken.json())).toMatchObject({
      detail: carrierPreferenceMessages.addressHasPreference,
      source: { pointer: '/data/addressBookEntryId' },
    });
  });

  it('deactivates and activates with 204, which quotes then honour', async () => {
    expect(
      (await findActivePolicy(w.t.database.db, w.ids.melbourne, Number(entries.cobalt.id)))?.agreedServiceId,
    ).toBe(services.express);
    expect((await w.alice.post(`${url()}/deactivate`)).statusCode).toBe(204);
    expect((await w.alice.get(url())).json().data.isActive).toBe(false);
    expect(await findActivePolicy(w.t.database.db, w.ids.melbourne, Number(entries.cobalt.id))).toBeNull();
    expect((await w.alice.post(`${url()}/activate`)).statusCode).toBe(204);
    expect((await w.alice.get(url())).json().data.isActive).toBe(true);
  });

  it('answers 404 to a user of another organisation for every call, as for an unknown id', async () => {
    await expectHiddenAsUnknown(
      w.olly,
      URL_BASE,
      policy.id,
      { data: { addressBookEntryId: entries.cobalt.id, agreedServiceId: services.road } },
      [(url) => w.olly.post(`${url}/activate`), (url) => w.olly.post(`${url}/deactivate`)],
    );
    expect((await w.alice.get(url())).json().data.isActive).toBe(true);
  });

  it('deletes with 204; deleting its entry deletes a policy too', async () => {
    expect((await w.alice.request('DELETE', url())).statusCode).toBe(204);
    expect((await w.alice.get(url())).statusCode).toBe(404);
    const doomed = await createEntry(w.alice, {
      siteId: w.ids.melbourne,
      name: 'Doomed',
      location: entries.acme.location,
    });
    const res = await create(policyBody({ addressBookEntryId: doomed.id }));
    await w.alice.request('DELETE', `/api/address-book/v0/entries/${doomed.id}`);
    expect((await w.alice.get(`${URL_BASE}/${res.json().data.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/org/sender-policies/receiver-carrier-selection', () => {
  const list = async (query: string) => {
    const res = await w.alice.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: CarrierPreference[]; meta: unknown }>();
  };

  it('lists by entry name with paging metadata, and filters by agreed service, entry id and entry name', async () => {
    const all = await list('');
    expect(all.data.map((p) => p.addressBookEntryName)).toEqual(['Acme Hardware', 'Bolt Electrical']);
    expect(all.meta).toEqual({ totalItems: 2, startIndex: 0, itemsPerPage: 30 });
    expect(
      (await list(`filter[agreedServiceId]=${services.express}`)).data.map((p) => p.addressBookEntryName),
    ).toEqual(['Bolt Electrical']);
    expect((await list('filter[agreedServiceId]=all')).meta).toMatchObject({ totalItems: 2 });
    expect((await list(`filter[addressBookEntryId]=${entries.acme.id}`)).data).toHaveLength(1);
    expect(
      (await list('filter[addressBookEntryName]=ELECTR')).data.map((p) => p.addressBookEntryName),
    ).toEqual(['Bolt Electrical']);
    expect(
      (await list('sort=-addressBookEntryName&page[limit]=1')).data.map((p) => p.addressBookEntryName),
    ).toEqual(['Bolt Electrical']);
    expect((await list('sort=agreedServiceName')).data[0]?.agreedServiceName).toBe('Air Overnight');
  });

  it("keeps to the site, needs it, and answers 403 for another organisation's", async () => {
    const sydney = await w.alice.get(`${URL_BASE}?filter[siteId]=${w.ids.sydney}`);
    expect(sydney.json().data).toEqual([]);
    expect(errorList((await w.alice.get(URL_BASE)).json())).toEqual([
      { pointer: '/querystring/filter[siteId]', detail: formMessagesB.required },
    ]);
    expect((await w.olly.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}`)).statusCode).toBe(403);
    const bad = await w.alice.get(
      `${URL_BASE}?filter[siteId]=${w.ids.melbourne}&filter[agreedServiceId]=some`,
    );
    expect(errorList(bad.json())).toEqual([
      { pointer: '/querystring/filter[agreedServiceId]', detail: 'must be a valid id' },
    ]);
  });
});

describe('repair of charge accounts saved before the check (migration 0021)', () => {
  const repair = readFileSync(
    new URL('../../db/migrations/0021_repair_carrier_preference_accounts_not_billed.sql', import.meta.url),
    'utf8',
  );
  const runRepair = async () => {
    for (const statement of repair.split('--> statement-breakpoint'))
      await w.t.database.db.execute(sql.raw(statement));
  };
  const accounts = z.object({ rows: z.array(z.object({ id: z.coerce.number(), account: z.string() })) });

  it('sets an account the agreed service does not bill back to the service’s own, and keeps a billed one', async () => {
    const entry = async (siteId: number, name: string) => {
      const address = await addressFor(w.alice, '3 Wattle St', 'richmond vic 3121');
      const made = await createEntry(w.alice, { siteId, name, location: { address: { id: address.id } } });
      return Number(made.id);
    };
    // as saved before the server checked accounts: straight into the table
    const saved = (siteId: number, entryId: number, serviceId: number, account: string) =>
      insertId(
        w.t.database.db,
        sql`insert into receiver_carrier_policies
        (site_id, address_book_entry_id, agreed_service_id, carrier_charge_account)
        values (${siteId}, ${entryId}, ${serviceId}, ${account}) returning id`,
      );
    const ofAnotherCarrier = await saved(
      w.ids.melbourne,
      await entry(w.ids.melbourne, 'Dingo Tools'),
      services.road,
      'ACC-AIR',
    );
    const sameCarrier = await saved(
      w.ids.melbourne,
      await entry(w.ids.melbourne, 'Emu Paints'),
      services.road,
      'ACC-ROAD-2',
    );
    const ofAnotherSite = await saved(
      w.ids.sydney,
      await entry(w.ids.sydney, 'Finch Cellars'),
      services.sydneyRoad,
      'ACC-ROAD',
    );
    const read = async () =>
      new Map(
        accounts
          .parse(
            await w.t.database.db.execute(sql`select id, carrier_charge_account as account
              from receiver_carrier_policies
              where id in (${ofAnotherCarrier}, ${sameCarrier}, ${ofAnotherSite})`),
          )
          .rows.map((row) => [row.id, row.account]),
      );

    await runRepair();
    const repaired = await read();
    expect(repaired).toEqual(
      new Map([
        [ofAnotherCarrier, 'ACC-ROAD'],
        [sameCarrier, 'ACC-ROAD-2'],
        [ofAnotherSite, 'ACC-SYD'],
      ]),
    );
    // once repaired, every preference passes the check the API makes, and running it again changes nothing
    for (const [id, account] of repaired) {
      const serviceId = id === ofAnotherSite ? services.sydneyRoad : services.road;
      const siteId = id === ofAnotherSite ? w.ids.sydney : w.ids.melbourne;
      expect(await billedAccounts(w.t.database.db, siteId, serviceId)).toContain(account);
    }
    await runRepair();
    expect(await read()).toEqual(repaired);
    await w.t.database.db.execute(
      sql`delete from receiver_carrier_policies where id in (${ofAnotherCarrier}, ${sameCarrier}, ${ofAnotherSite})`,
    );
  });
});
