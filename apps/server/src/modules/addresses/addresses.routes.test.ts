import { describe, expect, it } from 'vitest';
import {
  addressMessages,
  formMessagesB,
  type Address,
  type AddressSuggestion,
  type Locality,
} from '@freight/contracts';
import { useReferenceDataWorld, errorList, firstError } from '../../testing/reference-data-fixtures';
import type { TestClient } from '../../testing/http-client';

const w = useReferenceDataWorld('alice', 'olly');

const localities = async (query: string) => {
  const res = await w.alice.get(`/api/address/localities?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Locality[] }>().data;
};

/** Where an address or a suggestion in Richmond VIC 3121 stands, as the loaded localities place it. */
const inRichmondVic = {
  locality: 'Richmond',
  postcode: '3121',
  subdivision: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
};

async function richmondVic(): Promise<Locality> {
  const found = (await localities('q=richmond%20vic%203121'))[0];
  if (!found) throw new Error('Richmond VIC 3121 not loaded');
  return found;
}

describe('GET /api/address/localities', () => {
  it('answers up to 20 suggestions, an exact suburb first, with state, postcode, zone and time zone', async () => {
    const found = await localities('q=richmond');
    expect(found.length).toBeGreaterThan(10);
    expect(found.length).toBeLessThanOrEqual(20);
    const exact = found.filter((l) => l.suburb === 'Richmond');
    expect(exact.length).toBeGreaterThanOrEqual(4);
    expect(found.slice(0, exact.length).every((l) => l.suburb === 'Richmond')).toBe(true);
    const vic = exact.find((l) => l.state === 'VIC');
    expect(vic).toMatchObject({
      postcode: '3121',
      countryId: 'AU',
      timeZone: 'Australia/Melbourne',
      chargeZone: expect.any(String),
      label: 'Richmond VIC 3121',
    });
  });

  it('puts an exact postcode first, then the postcodes it starts', async () => {
    const found = await localities('q=3000');
    expect(found[0]).toMatchObject({ suburb: 'Melbourne', postcode: '3000', state: 'VIC' });
    const prefix = await localities('q=312');
    expect(prefix.every((l) => l.postcode.startsWith('312'))).toBe(true);
  });

  it('finds suburbs by a word inside the name, by prefix, and despite a typing mistake', async () => {
    expect((await localities('q=north%20melb'))[0]?.suburb).toBe('North Melbourne');
    expect((await localities('q=kilda')).map((l) => l.suburb)).toContain('St Kilda');
    expect((await localities('q=ballart')).map((l) => l.suburb)).toContain('Ballarat');
    expect((await localities('q=wagga'))[0]?.suburb).toBe('Wagga Wagga');
  });

  it('narrows by state and postcode named beside the suburb', async () => {
    const vic = await localities('q=richmond%20vic');
    expect(vic.every((l) => l.state === 'VIC')).toBe(true);
    const both = await localities('q=richmond,%203121');
    expect(both[0]).toMatchObject({ suburb: 'Richmond', postcode: '3121' });
  });

  it('gives each locality the time zone of its state, and of its own where it differs', async () => {
    expect((await localities('q=broken%20hill%20nsw'))[0]?.timeZone).toBe('Australia/Broken_Hill');
    expect((await localities('q=perth%20wa%206000'))[0]?.timeZone).toBe('Australia/Perth');
    expect((await localities('q=darwin%200800'))[0]?.timeZone).toBe('Australia/Darwin');
  });

  it('honours limit, answers nothing for a blank query, and treats LIKE wildcards as text', async () => {
    expect(await localities('q=melbourne&limit=5')).toHaveLength(5);
    expect(await localities('q=m')).toHaveLength(20);
    expect(await localities('q=%20')).toEqual([]);
    expect(await localities('q=%25%25')).toEqual([]);
    expect(await localities('q=_')).toEqual([]);
    const nul = await w.alice.get('/api/address/localities?q=rich%00mond');
    expect(nul.statusCode).toBe(422);
    expect(firstError(nul.json()).source?.pointer).toBe('/querystring/q');
  });

  it('rejects a limit out of range or not a number with 422 and a pointer', async () => {
    for (const [limit, detail] of [
      ['0', formMessagesB.minimum(1)],
      ['51', formMessagesB.maximum(50)],
      ['abc', formMessagesB.number],
    ]) {
      const res = await w.alice.get(`/api/address/localities?q=richmond&limit=${limit}`);
      expect(res.statusCode).toBe(422);
      expect(firstError(res.json())).toMatchObject({ detail, source: { pointer: '/querystring/limit' } });
    }
  });

  it('needs a signed-in user', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/address/localities?q=richmond' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/address/localities/{id}', () => {
  it('answers one locality, 404 for an unknown id and 422 for an id that is not one', async () => {
    const richmond = await richmondVic();
    const res = await w.alice.get(`/api/address/localities/${richmond.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(richmond);
    expect((await w.alice.get('/api/address/localities/2147483647')).statusCode).toBe(404);
    const bad = await w.alice.get('/api/address/localities/abc');
    expect(bad.statusCode).toBe(422);
    expect(firstError(bad.json()).source?.pointer).toBe('/params/id');
    expect((await w.alice.get('/api/address/localities/99999999999')).statusCode).toBe(422);
  });
});

const estimate = (attributes: Record<string, unknown>) => ({ data: { type: 'addressEstimate', attributes } });

describe('POST /api/address/v0/addresses', () => {
  it('makes an address from an estimate: typed lines on a suggested locality, with its time zone', async () => {
    const richmond = await richmondVic();
    const res = await w.alice.post(
      '/api/address/v0/addresses',
      estimate({ line1: ' 12 Smith St ', line2: 'Unit 4', localitySuggestionId: richmond.id }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      line1: '12 Smith St',
      line2: 'Unit 4',
      ...inRichmondVic,
      from: 'estimate',
      gnafId: null,
      localityId: richmond.id,
    });
  });

  it("answers 'Estimate not provided' without an estimate and 'Estimate invalid' for each missing part", async () => {
    const richmond = await richmondVic();
    const none = await w.alice.post('/api/address/v0/addresses', { data: { type: 'addressEstimate' } });
    expect(none.statusCode).toBe(422);
    expect(firstError(none.json())).toMatchObject({
      detail: addressMessages.estimateNotProvided,
      source: { pointer: '/data/attributes' },
    });
    const complete = { line1: '1 Main Rd', line2: '', localitySuggestionId: richmond.id };
    for (const field of ['line1', 'line2', 'localitySuggestionId'] as const) {
      const { [field]: _omitted, ...rest } = complete;
      const res = await w.alice.post('/api/address/v0/addresses', estimate(rest));
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([
        { pointer: `/data/attributes/${field}`, detail: addressMessages.estimateInvalid },
      ]);
    }
    const blank = await w.alice.post('/api/address/v0/addresses', estimate({ ...complete, line1: '  ' }));
    expect(firstError(blank.json()).detail).toBe(addressMessages.estimateInvalid);
    const unknown = await w.alice.post(
      '/api/address/v0/addresses',
      estimate({ ...complete, localitySuggestionId: '2147483647' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(firstError(unknown.json())).toMatchObject({
      detail: addressMessages.localityNotFound,
      source: { pointer: '/data/attributes/localitySuggestionId' },
    });
  });

  it("answers 'Suggestion ID not provided' without a suggestion id, and rejects one that is not a suggestion", async () => {
    for (const attributes of [undefined, {}, { addressSuggestionId: '' }]) {
      const res = await w.alice.post('/api/address/v0/addresses', {
        data: { type: 'addressSuggestion', attributes },
      });
      expect(res.statusCode).toBe(422);
      expect(firstError(res.json()).detail).toBe(addressMessages.suggestionIdRequired);
    }
    const forged = await w.alice.post('/api/address/v0/addresses', {
      data: { type: 'addressSuggestion', attributes: { addressSuggestionId: 'not-a-suggestion' } },
    });
    expect(forged.statusCode).toBe(422);
    expect(firstError(forged.json()).detail).toBe(addressMessages.suggestionNotFound);
  });

  it('rejects an unknown type, a missing body and wrong types with pointers', async () => {
    const type = await w.alice.post('/api/address/v0/addresses', { data: { type: 'addressGuess' } });
    expect(firstError(type.json())).toMatchObject({
      detail: formMessagesB.oneOf(['addressEstimate', 'addressSuggestion']),
      source: { pointer: '/data/type' },
    });
    expect((await w.alice.post('/api/address/v0/addresses', {})).statusCode).toBe(422);
    const wrong = await w.alice.post(
      '/api/address/v0/addresses',
      estimate({ line1: 5, line2: [], localitySuggestionId: {} }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(errorList(wrong.json()).map((e) => e.pointer)).toEqual([
      '/data/attributes/line1',
      '/data/attributes/line2',
      '/data/attributes/localitySuggestionId',
    ]);
  });
});

describe('POST /api/address/v0/verify', () => {
  const verifyQuery = async (query: string) => {
    const res = await w.alice.post('/api/address/v0/verify', {
      data: { type: 'verifyQuery', attributes: { query } },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { verified: boolean; suggestions: AddressSuggestion[] } }>().data;
  };

  it('verifies a typed address and suggests it with the locality, postcode, state and time zone', async () => {
    for (const query of ['12 Smith St, Richmond VIC 3121', '12 Smith St Richmond VIC 3121']) {
      const result = await verifyQuery(query);
      expect(result.verified).toBe(true);
      expect(result.suggestions).toEqual([
        {
          id: expect.any(String),
          line1: '12 Smith St',
          line2: null,
          ...inRichmondVic,
          label: '12 Smith St, Richmond VIC 3121',
        },
      ]);
    }
  });

  it('keeps a unit or building as line2, finds two-word localities, and lists every locality of a bare name', async () => {
    const unit = await verifyQuery('Unit 4, 12 Smith St, Richmond VIC 3121');
    expect(unit.suggestions[0]).toMatchObject({ line1: '12 Smith St', line2: 'Unit 4' });
    const stKilda = await verifyQuery('1 Acland St St Kilda');
    expect(stKilda.suggestions).toContainEqual(
      expect.objectContaining({
        line1: '1 Acland St',
        locality: 'St Kilda',
        subdivision: 'VIC',
        postcode: '3182',
      }),
    );
    const bare = await verifyQuery('5 Church St Richmond');
    expect(bare.verified).toBe(false);
    expect(new Set(bare.suggestions.map((s) => s.subdivision)).size).toBeGreaterThan(1);
  });

  it('suggests the nearest localities for a misspelt one, and nothing without a street', async () => {
    const typo = await verifyQuery('12 Smith St, Richmnd VIC');
    expect(typo.verified).toBe(false);
    expect(typo.suggestions[0]).toMatchObject({ locality: 'Richmond', subdivision: 'VIC' });
    expect((await verifyQuery('Richmond VIC 3121')).suggestions).toEqual([]);
  });

  it('verifies an address typed in full, and suggests the right postcode for a wrong one', async () => {
    const address = {
      line1: '12 Smith St',
      locality: 'richmond',
      postcode: '3121',
      subdivision: 'vic',
      countryId: 'au',
    };
    const res = await w.alice.post('/api/address/v0/verify', {
      data: { type: 'verifyAddress', attributes: address },
    });
    expect(res.json().data).toMatchObject({
      verified: true,
      suggestions: [{ locality: 'Richmond', postcode: '3121' }],
    });
    const wrong = await w.alice.post('/api/address/v0/verify', {
      data: { type: 'verifyAddress', attributes: { ...address, postcode: '3999' } },
    });
    expect(wrong.json().data.verified).toBe(false);
    expect(wrong.json().data.suggestions[0]).toMatchObject({ locality: 'Richmond', postcode: '3121' });
  });

  it("answers 'Location {field} is required' for each missing part of an address", async () => {
    const res = await w.alice.post('/api/address/v0/verify', {
      data: { type: 'verifyAddress', attributes: {} },
    });
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual(
      (['line1', 'locality', 'postcode', 'subdivision', 'countryId'] as const).map((field) => ({
        pointer: `/data/attributes/${field}`,
        detail: addressMessages.locationFieldRequired(field),
      })),
    );
    const state = await w.alice.post('/api/address/v0/verify', {
      data: {
        type: 'verifyAddress',
        attributes: { line1: '1 A St', locality: 'X', postcode: '3000', subdivision: 'ZZ', countryId: 'NZ' },
      },
    });
    expect(errorList(state.json()).map((e) => e.detail)).toEqual([
      formMessagesB.oneOf(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']),
      formMessagesB.oneOf(['AU']),
    ]);
  });

  it('turns a suggestion into an address', async () => {
    const [suggestion] = (await verifyQuery('Unit 4, 12 Smith St, Richmond VIC 3121')).suggestions;
    const res = await w.alice.post('/api/address/v0/addresses', {
      data: { type: 'addressSuggestion', attributes: { addressSuggestionId: suggestion?.id } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      line1: '12 Smith St',
      line2: 'Unit 4',
      locality: 'Richmond',
      postcode: '3121',
      from: 'suggestion',
    });
  });
});

describe('GET /api/address/v0/addresses/{id}', () => {
  async function makeAddress(client: TestClient): Promise<Address> {
    const richmond = await richmondVic();
    const res = await client.post(
      '/api/address/v0/addresses',
      estimate({ line1: '8 Swan St', line2: null, localitySuggestionId: richmond.id }),
    );
    return res.json<{ data: Address }>().data;
  }

  it('answers the address, the same every time (addresses never change, so the browser caches them)', async () => {
    const address = await makeAddress(w.alice);
    const first = await w.alice.get(`/api/address/v0/addresses/${address.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual(address);
    expect((await w.alice.get(`/api/address/v0/addresses/${address.id}`)).json()).toEqual(first.json());
    // H44: the browser keeps it for this user only
    expect(first.headers['cache-control']).toBe('private, max-age=86400, immutable');
  });

  it('answers 404 to a user of another organisation, as for an unknown id', async () => {
    const address = await makeAddress(w.alice);
    const other = await w.olly.get(`/api/address/v0/addresses/${address.id}`);
    const unknown = await w.alice.get('/api/address/v0/addresses/00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    // a refusal is never kept: the address may yet be made, or the user given access
    expect(other.headers['cache-control']).toBe('no-store');
    expect((await w.alice.get('/api/address/v0/addresses/not-a-uuid')).statusCode).toBe(404);
  });

  it("answers 'addressID is required to resolve an address' without an id", async () => {
    for (const url of [
      '/api/address/v0/addresses',
      '/api/address/v0/addresses/',
      '/api/address/v0/addresses/%20',
    ]) {
      const res = await w.alice.get(url);
      expect(res.statusCode).toBe(422);
      expect(firstError(res.json()).detail).toBe(addressMessages.addressIdRequired);
    }
  });
});
