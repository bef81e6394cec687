import { beforeAll, describe, expect, it } from 'vitest';
import {
  addressBookMessages,
  contextMessages,
  formMessagesB,
  type Address,
  type Entry,
  type EntryListResponse,
} from '@freight/contracts';
import { useReferenceDataWorld, errorList, firstError } from '../../testing/reference-data-fixtures';
import { addressFor, createEntry } from './address-book.test-helpers';

/** The numbered customers' names, from the first number to the last. */
const customers = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => `Customer ${String(first + i).padStart(2, '0')}`);

let richmond: Address;
let carlton: Address;
let acme: Entry;

const w = useReferenceDataWorld('alice', 'olly');
beforeAll(async () => {
  richmond = await addressFor(w.alice, '12 Smith St', 'richmond vic 3121');
  carlton = await addressFor(w.alice, '200 Lygon St', 'carlton vic 3053');
  // 33 numbered customers at Carlton, then three to search for
  for (const name of customers(1, 33))
    await createEntry(w.alice, { siteId: w.ids.melbourne, name, location: { address: { id: carlton.id } } });
  acme = await createEntry(w.alice, {
    siteId: w.ids.melbourne,
    name: 'Acme Smithing Co',
    quickAccessCode: 'ACM01',
    location: { address: { id: richmond.id }, line2: 'Rear gate, Smith Lane' },
  });
  await createEntry(w.alice, {
    siteId: w.ids.melbourne,
    name: 'Jane Citizen',
    location: { address: { id: richmond.id }, residential: true },
  });
  await createEntry(w.alice, {
    siteId: w.ids.sydney,
    name: 'Acme Sydney',
    location: { address: { id: richmond.id } },
  });
});

const list = async (query: string, client = w.alice) => {
  const res = await client.get(`/api/address-book/v0/entries?filter[siteId]=${w.ids.melbourne}&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<EntryListResponse>();
};

describe('GET /api/address-book/v0/entries', () => {
  it('pages 30 at a time with totalItems, startIndex and itemsPerPage, by name', async () => {
    const first = await list('');
    expect(first.meta).toEqual({ totalItems: 35, startIndex: 0, itemsPerPage: 30 });
    expect(first.data).toHaveLength(30);
    expect(first.data[0]?.name).toBe('Acme Smithing Co');
    expect(first.data[1]?.name).toBe('Customer 01');
    expect(first.data[0]?.highlight).toBeUndefined();
    const second = await list('offset=30');
    expect(second.meta).toEqual({ totalItems: 35, startIndex: 30, itemsPerPage: 30 });
    expect(second.data.map((e) => e.name)).toEqual([...customers(30, 33), 'Jane Citizen']);
    const small = await list('limit=5&offset=2');
    expect(small.meta).toEqual({ totalItems: 35, startIndex: 2, itemsPerPage: 5 });
    expect(small.data.map((e) => e.name)).toEqual(customers(2, 6));
  });

  it('sorts by the aliases asked for, descending with a minus', async () => {
    expect((await list('sort=-name&limit=2')).data.map((e) => e.name)).toEqual([
      'Jane Citizen',
      'Customer 33',
    ]);
    expect((await list('sort=postcode,name&limit=1')).data[0]?.name).toBe('Customer 01');
    expect((await list('sort=-postcode,-name&limit=1')).data[0]?.name).toBe('Jane Citizen');
    expect((await list('sort=quickAccessCode&limit=1')).data[0]?.quickAccessCode).toBe('ACM01');
    const res = await w.alice.get(
      `/api/address-book/v0/entries?filter[siteId]=${w.ids.melbourne}&sort=-colour`,
    );
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/querystring/sort', detail: '-colour is not a valid sort' },
    ]);
  });

  it('searches name, line2, address and code, every term, highlighting matches in double braces', async () => {
    const found = await list('search=smith');
    expect(found.meta.totalItems).toBe(2);
    expect(found.data.map((e) => e.name)).toEqual(['Acme Smithing Co', 'Jane Citizen']);
    expect(found.data[0]?.highlight).toEqual({
      name: 'Acme {{Smith}}ing Co',
      line2: 'Rear gate, {{Smith}} Lane',
      address: '12 {{Smith}} St, Richmond VIC 3121',
      quickAccessCode: 'ACM01',
    });
    expect(found.data[1]?.highlight).toEqual({
      name: 'Jane Citizen',
      line2: null,
      address: '12 {{Smith}} St, Richmond VIC 3121',
      quickAccessCode: null,
    });
    const both = await list('search=ACM01%20richmond');
    expect(both.data.map((e) => e.name)).toEqual(['Acme Smithing Co']);
    expect(both.data[0]?.highlight).toMatchObject({
      quickAccessCode: '{{ACM01}}',
      address: '12 Smith St, {{Richmond}} VIC 3121',
    });
    expect((await list('search=smith%20carlton')).meta.totalItems).toBe(0);
  });

  it('uses the highlight markers asked for', async () => {
    const found = await list('search=acme&highlight[start]=%3Cb%3E&highlight[stop]=%3C%2Fb%3E');
    expect(found.data[0]?.highlight?.name).toBe('<b>Acme</b> Smithing Co');
  });

  it('matches a term of one or two characters where a word starts, and longer ones anywhere', async () => {
    expect((await list('search=mi')).meta.totalItems).toBe(0);
    const ith = await list('search=ith');
    expect(ith.data.map((e) => e.name)).toEqual(['Acme Smithing Co', 'Jane Citizen']);
    expect(ith.data[0]?.highlight?.name).toBe('Acme Sm{{ith}}ing Co');
    const rear = await list('search=re%20sm');
    expect(rear.data.map((e) => e.name)).toEqual(['Acme Smithing Co']);
    expect(rear.data[0]?.highlight?.line2).toBe('{{Re}}ar gate, {{Sm}}ith Lane');
  });

  it('finds short fragments and treats LIKE wildcards as text', async () => {
    expect((await list('search=st')).meta.totalItems).toBe(35);
    expect((await list('search=co')).data.map((e) => e.name)).toEqual(['Acme Smithing Co']);
    expect((await list('search=%25')).meta.totalItems).toBe(0);
    expect((await list('search=_')).meta.totalItems).toBe(0);
    const nul = await w.alice.get(
      `/api/address-book/v0/entries?filter[siteId]=${w.ids.melbourne}&search=a%00b`,
    );
    expect(errorList(nul.json())).toEqual([{ pointer: '/querystring/search', detail: 'must be text' }]);
  });

  it('filters by residential and by quick access code, case aside', async () => {
    expect((await list('filter[residential]=true')).data.map((e) => e.name)).toEqual(['Jane Citizen']);
    expect((await list('filter[residential]=false')).meta.totalItems).toBe(34);
    expect((await list('filter[quickAccessCode]=acm01')).data.map((e) => e.id)).toEqual([acme.id]);
    const bad = await w.alice.get(
      `/api/address-book/v0/entries?filter[siteId]=${w.ids.melbourne}&filter[residential]=maybe`,
    );
    expect(firstError(bad.json()).source?.pointer).toBe('/querystring/filter[residential]');
  });

  it("keeps each site's entries to the site", async () => {
    const sydney = await w.alice.get(
      `/api/address-book/v0/entries?filter[siteId]=${w.ids.sydney}&search=acme`,
    );
    expect(sydney.json().data.map((e: Entry) => e.name)).toEqual(['Acme Sydney']);
  });

  it("answers 403 for another organisation's site, and 422 without a site or with bad paging", async () => {
    const other = await w.olly.get(`/api/address-book/v0/entries?filter[siteId]=${w.ids.melbourne}`);
    expect(other.statusCode).toBe(403);
    expect(firstError(other.json()).detail).toBe(contextMessages.cannotAccess('site'));
    const none = await w.alice.get('/api/address-book/v0/entries');
    expect(errorList(none.json())).toEqual([
      { pointer: '/querystring/filter[siteId]', detail: formMessagesB.required },
    ]);
    for (const [query, pointer, detail] of [
      ['limit=101', '/querystring/limit', formMessagesB.maximum(100)],
      ['limit=0', '/querystring/limit', formMessagesB.minimum(1)],
      ['offset=-1', '/querystring/offset', formMessagesB.number],
      ['offset=x', '/querystring/offset', formMessagesB.number],
    ]) {
      const res = await w.alice.get(
        `/api/address-book/v0/entries?filter[siteId]=${w.ids.melbourne}&${query}`,
      );
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([{ pointer, detail }]);
    }
  });
});

describe('POST /api/address-book/v0/entries/duplicates', () => {
  const check = (attributes: Record<string, unknown>, client = w.alice) =>
    client.post('/api/address-book/v0/entries/duplicates', { data: { type: 'entries', attributes } });
  /** The entries of Melbourne DC that a new one of this name at this address would repeat. */
  const checkAt = (name: string, addressId: string, client = w.alice) =>
    check({ siteId: w.ids.melbourne, name, location: { address: { id: addressId } } }, client);

  it('answers entries of the site at the same address, or with the same name, as a paged list', async () => {
    const res = await checkAt('Someone New', richmond.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ totalItems: 2, startIndex: 0, itemsPerPage: 30 });
    expect(res.json().data.map((e: Entry) => e.name)).toEqual(['Acme Smithing Co', 'Jane Citizen']);
    const elsewhere = await addressFor(w.alice, '9 Elsewhere Rd', 'geelong vic 3220');
    const byName = await checkAt('jane CITIZEN', elsewhere.id);
    expect(byName.json().data.map((e: Entry) => e.name)).toEqual(['Jane Citizen']);
  });

  it('finds the same street address typed again as a new address, and puts both kinds of match first', async () => {
    const again = await addressFor(w.alice, '12  smith st', 'richmond vic 3121');
    const res = await checkAt('Jane Citizen', again.id);
    expect(res.json().data.map((e: Entry) => e.name)).toEqual(['Jane Citizen', 'Acme Smithing Co']);
  });

  it('answers an empty list when nothing matches', async () => {
    const elsewhere = await addressFor(w.alice, '1 Nowhere Rd', 'ballarat vic 3350');
    const res = await checkAt('Nobody', elsewhere.id);
    expect(res.json()).toEqual({ data: [], meta: { totalItems: 0, startIndex: 0, itemsPerPage: 30 } });
  });

  it("needs location.address.id: 'addressBook location.address.id is required'", async () => {
    for (const [location, pointer] of [
      [undefined, '/data/attributes/location'],
      [{}, '/data/attributes/location/address'],
      [{ address: {} }, '/data/attributes/location/address/id'],
      [{ address: { id: '' } }, '/data/attributes/location/address/id'],
    ] as const) {
      const res = await check({ siteId: w.ids.melbourne, name: 'X', location });
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([
        { pointer, detail: addressBookMessages.duplicatesAddressIdRequired },
      ]);
    }
  });

  it("answers 403 for another organisation's site", async () => {
    const res = await checkAt('X', richmond.id, w.olly);
    expect(res.statusCode).toBe(403);
  });
});
