import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contextMessages,
  formMessagesB,
  shippingItemPresetMessages,
  type ShippingItemPreset,
} from '@freight/contracts';
import { sites } from '../../db/schema';
import { createdRecord } from '../../testing/created-record';
import { expectHiddenAsUnknown } from '../../testing/hidden-record';
import { useReferenceDataWorld, errorList, firstError } from '../../testing/reference-data-fixtures';
import { updateSite } from '../../testing/fixtures';

const URL_BASE = '/api/org/shipping-item-presets';

const w = useReferenceDataWorld('alice', 'olly');
beforeAll(async () => {
  // Sydney Warehouse uses only cartons, satchels and pallets
  await updateSite(w.t.database.db, w.ids.sydney, { packagingTypes: ['Carton', 'Satchel', 'Pallet'] });
});

const carton = (overrides: Record<string, unknown> = {}) => ({
  siteId: String(w.ids.melbourne),
  quickAccessCode: 'CTN-S',
  description: 'Small carton',
  packagingType: 'Carton',
  length: 300.4,
  width: 200.5,
  height: 150,
  weight: 1250.6,
  ...overrides,
});

const create = (attributes: Record<string, unknown>, client = w.alice) =>
  createdRecord<ShippingItemPreset>(client, URL_BASE, attributes);

describe('POST /api/org/shipping-item-presets', () => {
  it('answers 201 with data.id, dimensions and weight rounded to whole millimetres and grams', async () => {
    const res = await w.alice.post(URL_BASE, { data: carton() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      siteId: String(w.ids.melbourne),
      quickAccessCode: 'CTN-S',
      description: 'Small carton',
      packagingType: 'Carton',
      length: 300,
      width: 201,
      height: 150,
      weight: 1251,
    });
  });

  it('takes dimensions and weight as optional', async () => {
    const preset = await create({
      ...carton({ quickAccessCode: 'BAG' }),
      packagingType: 'Bag',
      length: null,
      width: undefined,
      height: null,
      weight: null,
    });
    expect(preset).toMatchObject({ length: null, width: null, height: null, weight: null });
  });

  it.each(['siteId', 'description', 'packagingType', 'quickAccessCode'] as const)(
    "answers '%s is required' when it is missing",
    async (field) => {
      const { [field]: _omitted, ...rest } = carton({ quickAccessCode: 'REQ' });
      const res = await w.alice.post(URL_BASE, { data: rest });
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([
        { pointer: `/data/${field}`, detail: shippingItemPresetMessages.required(field) },
      ]);
      expect(firstError(res.json()).detail).toBe(`${field} is required`);
    },
  );

  it("answers '{type} is not a valid packagingType' for an unknown type or one the site does not use", async () => {
    const unknown = await w.alice.post(URL_BASE, { data: carton({ packagingType: 'Box' }) });
    expect(unknown.statusCode).toBe(422);
    expect(errorList(unknown.json())).toEqual([
      { pointer: '/data/packagingType', detail: 'Box is not a valid packagingType' },
    ]);
    const notUsed = await w.alice.post(URL_BASE, {
      data: carton({ siteId: w.ids.sydney, packagingType: 'Crate' }),
    });
    expect(errorList(notUsed.json())).toEqual([
      { pointer: '/data/packagingType', detail: shippingItemPresetMessages.invalidPackagingType('Crate') },
    ]);
  });

  it('rejects wrong types and out-of-range measures with pointers', async () => {
    const res = await w.alice.post(URL_BASE, {
      data: carton({
        length: 'long',
        width: 0,
        height: 30_001,
        weight: -5,
        description: 7,
        quickAccessCode: 'A B',
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/quickAccessCode', detail: formMessagesB.spaces },
      { pointer: '/data/description', detail: 'must be text' },
      { pointer: '/data/length', detail: formMessagesB.number },
      { pointer: '/data/width', detail: formMessagesB.minimum(1) },
      { pointer: '/data/height', detail: formMessagesB.maximum(30_000) },
      { pointer: '/data/weight', detail: formMessagesB.minimum(1) },
    ]);
    expect((await w.alice.post(URL_BASE, {})).statusCode).toBe(422);
  });

  it("answers 409 'Code already exists, try a different one' on the code field, case aside", async () => {
    await create(carton({ quickAccessCode: 'PAL-1', packagingType: 'Pallet' }));
    const res = await w.alice.post(URL_BASE, { data: carton({ quickAccessCode: 'pal-1' }) });
    expect(res.statusCode).toBe(409);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/quickAccessCode', detail: 'Code already exists, try a different one' },
    ]);
    // codes are per site
    expect((await create(carton({ siteId: w.ids.sydney, quickAccessCode: 'PAL-1' }))).quickAccessCode).toBe(
      'PAL-1',
    );
  });

  it("answers 403 'Cannot access selected site' for another organisation's site", async () => {
    const res = await w.olly.post(URL_BASE, { data: carton({ quickAccessCode: 'X' }) });
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).detail).toBe(contextMessages.cannotAccess('site'));
  });
});

describe('GET, PUT and DELETE /api/org/shipping-item-presets/{id}', () => {
  let preset: ShippingItemPreset;
  beforeAll(async () => {
    preset = await create(carton({ quickAccessCode: 'EDIT' }));
  });

  it('answers one preset', async () => {
    const res = await w.alice.get(`${URL_BASE}/${preset.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(preset);
  });

  it('updates with 202, rounding again, and leaves the site as it was', async () => {
    const res = await w.alice.request('PUT', `${URL_BASE}/${preset.id}`, {
      body: {
        data: {
          quickAccessCode: 'edit',
          description: 'Carton, medium',
          packagingType: 'Carton',
          length: 400.5,
          weight: 2000,
        },
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toEqual({
      ...preset,
      quickAccessCode: 'edit',
      description: 'Carton, medium',
      length: 401,
      width: null,
      height: null,
      weight: 2000,
    });
  });

  it('refuses an update to a code another preset of the site has', async () => {
    await create(carton({ quickAccessCode: 'TAKEN' }));
    const res = await w.alice.request('PUT', `${URL_BASE}/${preset.id}`, {
      body: { data: { quickAccessCode: 'Taken', description: 'x', packagingType: 'Carton' } },
    });
    expect(res.statusCode).toBe(409);
    expect(firstError(res.json()).detail).toBe(shippingItemPresetMessages.codeExists);
  });

  it('deletes with 204', async () => {
    const doomed = await create(carton({ quickAccessCode: 'GONE' }));
    const res = await w.alice.request('DELETE', `${URL_BASE}/${doomed.id}`);
    expect(res.statusCode).toBe(204);
    expect((await w.alice.get(`${URL_BASE}/${doomed.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to a user of another organisation for read, change and delete, as for an unknown id', async () => {
    const url = `${URL_BASE}/${preset.id}`;
    const body = { data: { quickAccessCode: 'MINE', description: 'x', packagingType: 'Carton' } };
    await expectHiddenAsUnknown(w.olly, URL_BASE, preset.id, body);
    expect((await w.alice.get(url)).json().data.quickAccessCode).toBe('edit');
    expect((await w.alice.get(`${URL_BASE}/abc`)).statusCode).toBe(422);
  });
});

describe('GET /api/org/shipping-item-presets', () => {
  let site: number;
  beforeAll(async () => {
    // a site of its own for the list, so the other tests' presets do not count
    const [row] = await w.t.database.db.select().from(sites).where(eq(sites.id, w.ids.sydney));
    site = row?.id ?? 0;
    for (const [code, description, packagingType] of [
      ['SAT-A4', 'A4 satchel', 'Satchel'],
      ['SAT-A3', 'A3 satchel', 'Satchel'],
      ['CTN-L', 'Large carton', 'Carton'],
      ['PLT-STD', 'Standard pallet (Chep)', 'Pallet'],
    ])
      await create({
        siteId: site,
        quickAccessCode: code,
        description,
        packagingType,
        length: 1200,
        width: 1000,
        height: 150,
        weight: 25000,
      });
  });

  const list = async (query: string) => {
    const res = await w.alice.get(`${URL_BASE}?filter[siteId]=${site}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: (ShippingItemPreset & { highlight?: unknown })[]; meta: unknown }>();
  };

  it('lists the site’s presets by code, paged with totalItems, startIndex and itemsPerPage', async () => {
    const all = await list('');
    expect(all.meta).toEqual({ totalItems: 5, startIndex: 0, itemsPerPage: 30 });
    expect(all.data.map((p) => p.quickAccessCode)).toEqual(['CTN-L', 'PAL-1', 'PLT-STD', 'SAT-A3', 'SAT-A4']);
    const page = await list('page[limit]=2&page[offset]=2&sort=-quickAccessCode');
    expect(page.meta).toEqual({ totalItems: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.data.map((p) => p.quickAccessCode)).toEqual(['PLT-STD', 'PAL-1']);
  });

  it('filters by packaging type, one or several', async () => {
    expect((await list('filter[packagingType]=Satchel')).data.map((p) => p.quickAccessCode)).toEqual([
      'SAT-A3',
      'SAT-A4',
    ]);
    expect((await list('filter[packagingType]=Satchel,Pallet')).meta).toMatchObject({ totalItems: 3 });
  });

  it("answers '{type} is not a valid packagingType' for an unknown packaging type filter", async () => {
    const res = await w.alice.get(`${URL_BASE}?filter[siteId]=${site}&filter[packagingType]=Carton,Box`);
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/querystring/filter[packagingType]', detail: 'Box is not a valid packagingType' },
    ]);
  });

  it('searches code and description with q and highlights the matches', async () => {
    const found = await list('q=sat%20a4');
    expect(found.data).toHaveLength(1);
    expect(found.data[0]?.highlight).toEqual({
      // 'a4' is short, so it matches where a word starts only
      quickAccessCode: '{{SAT}}-A4',
      description: '{{A4}} {{sat}}chel',
    });
    const marked = await list('q=carton&highlight[start]=[&highlight[stop]=]');
    expect(marked.data[0]?.highlight).toEqual({ quickAccessCode: 'CTN-L', description: 'Large [carton]' });
    expect((await list('')).data[0]?.highlight).toBeUndefined();
  });

  it('allows the quick access code lookup of 9000 at once, and no more', async () => {
    expect((await list('page[limit]=9000')).meta).toMatchObject({ itemsPerPage: 9000 });
    const res = await w.alice.get(`${URL_BASE}?filter[siteId]=${site}&page[limit]=9001`);
    expect(errorList(res.json())).toEqual([
      { pointer: '/querystring/page[limit]', detail: formMessagesB.maximum(9000) },
    ]);
  });

  it("needs siteId ('siteId is required') and answers 403 for another organisation's site", async () => {
    const none = await w.alice.get(URL_BASE);
    expect(errorList(none.json())).toEqual([
      { pointer: '/querystring/filter[siteId]', detail: 'siteId is required' },
    ]);
    const other = await w.olly.get(`${URL_BASE}?filter[siteId]=${site}`);
    expect(other.statusCode).toBe(403);
    expect((await w.alice.get(`${URL_BASE}?filter[siteId]=${site}&sort=size`)).statusCode).toBe(422);
  });
});
