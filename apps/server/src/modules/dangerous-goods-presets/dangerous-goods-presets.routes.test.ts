import { beforeAll, describe, expect, it } from 'vitest';
import {
  contextMessages,
  dangerousGoodsPresetMessages,
  formMessagesB,
  type DangerousGoodsPreset,
} from '@freight/contracts';
import { createdRecord } from '../../testing/created-record';
import { expectHiddenAsUnknown } from '../../testing/hidden-record';
import { useReferenceDataWorld, errorList, firstError } from '../../testing/reference-data-fixtures';
import { updateSite } from '../../testing/fixtures';

const URL_BASE = '/api/org/dangerous-goods/presets';

const w = useReferenceDataWorld('alice', 'dan', 'olly');

const paint = (overrides: Record<string, unknown> = {}) => ({
  siteId: String(w.ids.melbourne),
  dgType: 'declarable',
  properShippingName: 'PAINT',
  technicalName: 'Acrylic resin in solvent',
  productDescription: 'Industrial enamel, 4 L tins',
  unNumber: 'UN1263',
  classOrDivision: '3',
  subsidiaryRisks: [],
  packingGroup: 'III',
  receptacle: 'Tin',
  receptacleAggregateQuantity: { amount: 4, unit: 'L' },
  ...overrides,
});

const create = (data: Record<string, unknown>) =>
  createdRecord<DangerousGoodsPreset>(w.alice, URL_BASE, data);

describe('POST /api/org/dangerous-goods/presets', () => {
  it('creates a declarable preset and answers it with data.id', async () => {
    const res = await w.alice.post(URL_BASE, { data: paint() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      siteId: String(w.ids.melbourne),
      dgType: 'declarable',
      notifiable: false,
      properShippingName: 'PAINT',
      technicalName: 'Acrylic resin in solvent',
      productDescription: 'Industrial enamel, 4 L tins',
      unNumber: '1263',
      classOrDivision: '3',
      subsidiaryRisks: [],
      packingGroup: 'III',
      receptacle: 'Tin',
      receptacleAggregateQuantity: { amount: 4, unit: 'L' },
      lastUsed: null,
    });
  });

  it('creates a notifiable preset without the declarable detail', async () => {
    const preset = await create({
      siteId: w.ids.melbourne,
      dgType: 'notifiable',
      properShippingName: 'Lithium ion batteries packed with equipment',
      unNumber: '3481',
      productDescription: 'Handheld scanners',
    });
    expect(preset).toMatchObject({
      dgType: 'notifiable',
      notifiable: true,
      technicalName: null,
      classOrDivision: null,
      subsidiaryRisks: [],
      packingGroup: null,
      receptacle: null,
      receptacleAggregateQuantity: null,
    });
  });

  it('takes a notifiable preset only where the site’s dangerous goods may be notifiable (J03)', async () => {
    const notifiableAt = (on: boolean) =>
      updateSite(w.t.database.db, w.ids.melbourne, { dangerousGoodsNotifiable: on });
    const declarable = await create(paint({ unNumber: '1263', properShippingName: 'PAINT' }));
    const notifiable = await create({
      siteId: w.ids.melbourne,
      dgType: 'notifiable',
      properShippingName: 'Lithium ion batteries',
      unNumber: '3481',
    });
    await notifiableAt(false);
    try {
      const refused = await w.alice.post(URL_BASE, {
        data: {
          siteId: w.ids.melbourne,
          dgType: 'notifiable',
          properShippingName: 'Batteries',
          unNumber: '3480',
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(errorList(refused.json())).toContainEqual({
        pointer: '/data/dgType',
        detail: formMessagesB.oneOf(['declarable']),
      });
      const changed = await w.alice.request('PUT', `${URL_BASE}/${declarable.id}`, {
        body: { data: { dgType: 'notifiable', properShippingName: 'PAINT', unNumber: '1263' } },
      });
      expect(changed.statusCode).toBe(422);
      expect((await w.alice.get(`${URL_BASE}/${declarable.id}`)).json().data.dgType).toBe('declarable');
      // one made while the setting was on stays editable as it is
      const kept = await w.alice.request('PUT', `${URL_BASE}/${notifiable.id}`, {
        body: {
          data: { dgType: 'notifiable', properShippingName: 'Lithium ion batteries', unNumber: '3481' },
        },
      });
      expect(kept.statusCode).toBe(200);
    } finally {
      await notifiableAt(true);
    }
  });

  it('refuses declarable detail on a notifiable preset, field by field', async () => {
    const res = await w.alice.post(URL_BASE, {
      data: paint({ dgType: 'notifiable', subsidiaryRisks: ['6.1'] }),
    });
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual(
      [
        'technicalName',
        'classOrDivision',
        'subsidiaryRisks',
        'packingGroup',
        'receptacle',
        'receptacleAggregateQuantity',
      ].map((field) => ({ pointer: `/data/${field}`, detail: dangerousGoodsPresetMessages.declarableOnly })),
    );
  });

  it('needs a declarable preset’s class, and its packing group unless the class has none', async () => {
    const noClass = await w.alice.post(URL_BASE, {
      data: paint({ classOrDivision: null, packingGroup: null }),
    });
    expect(noClass.statusCode).toBe(422);
    expect(errorList(noClass.json())).toEqual([
      { pointer: '/data/classOrDivision', detail: formMessagesB.required },
    ]);
    const noGroup = await w.alice.post(URL_BASE, { data: paint({ packingGroup: null }) });
    expect(errorList(noGroup.json())).toEqual([
      { pointer: '/data/packingGroup', detail: formMessagesB.required },
    ]);
    // an aerosol (class 2.1) has no packing group
    const aerosol = await w.alice.post(URL_BASE, {
      data: paint({
        unNumber: '1950',
        properShippingName: 'AEROSOLS',
        classOrDivision: '2.1',
        packingGroup: null,
      }),
    });
    expect(aerosol.statusCode).toBe(201);
  });

  it('keeps the receptacle aggregate quantity only with both amount and unit', async () => {
    const none = await create(paint({ receptacleAggregateQuantity: { amount: null, unit: null } }));
    expect(none.receptacleAggregateQuantity).toBeNull();
    for (const [quantity, pointer] of [
      [{ amount: 4 }, '/data/receptacleAggregateQuantity/unit'],
      [{ unit: 'kg' }, '/data/receptacleAggregateQuantity/amount'],
    ] as const) {
      const res = await w.alice.post(URL_BASE, { data: paint({ receptacleAggregateQuantity: quantity }) });
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([{ pointer, detail: formMessagesB.required }]);
    }
  });

  it.each(['properShippingName', 'unNumber', 'dgType'])("needs %s ('cannot be blank')", async (field) => {
    const res = await w.alice.post(URL_BASE, { data: paint({ [field]: undefined }) });
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([{ pointer: `/data/${field}`, detail: formMessagesB.required }]);
  });

  it('rejects wrong values with pointers', async () => {
    const res = await w.alice.post(URL_BASE, {
      data: paint({
        siteId: undefined,
        dgType: 'explosive',
        unNumber: '12345',
        classOrDivision: '10',
        subsidiaryRisks: ['8', '8'],
        packingGroup: 'IV',
        receptacleAggregateQuantity: { amount: -1, unit: 'gallon' },
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/siteId', detail: formMessagesB.required },
      { pointer: '/data/dgType', detail: formMessagesB.oneOf(['declarable', 'notifiable']) },
      { pointer: '/data/unNumber', detail: dangerousGoodsPresetMessages.unNumber },
      { pointer: '/data/classOrDivision', detail: expect.stringMatching(/^must be one of: 1\.1, /) },
      { pointer: '/data/subsidiaryRisks', detail: formMessagesB.unique },
      { pointer: '/data/packingGroup', detail: formMessagesB.oneOf(['I', 'II', 'III']) },
      { pointer: '/data/receptacleAggregateQuantity/amount', detail: formMessagesB.greaterThan(0) },
      {
        pointer: '/data/receptacleAggregateQuantity/unit',
        detail: formMessagesB.oneOf(['mL', 'L', 'g', 'kg']),
      },
    ]);
  });

  it('is forbidden where the site has no dangerous goods, or the user may not transact with them', async () => {
    const sydney = await w.alice.post(URL_BASE, { data: paint({ siteId: w.ids.sydney }) });
    expect(sydney.statusCode).toBe(403);
    expect(firstError(sydney.json()).detail).toBe(dangerousGoodsPresetMessages.notAvailable);
    const notAllowed = await w.dan.post(URL_BASE, { data: paint() });
    expect(notAllowed.statusCode).toBe(403);
    expect((await w.dan.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}`)).statusCode).toBe(403);
    const other = await w.olly.post(URL_BASE, { data: paint() });
    expect(other.statusCode).toBe(403);
    expect(firstError(other.json()).detail).toBe(contextMessages.cannotAccess('site'));
  });
});

describe('GET, PUT and DELETE /api/org/dangerous-goods/presets/{id}', () => {
  let preset: DangerousGoodsPreset;
  beforeAll(async () => {
    preset = await create(paint({ properShippingName: 'ADHESIVES', unNumber: '1133' }));
  });

  it('answers, updates and deletes a preset', async () => {
    const url = `${URL_BASE}/${preset.id}`;
    expect((await w.alice.get(url)).json().data).toEqual(preset);
    const updated = await w.alice.request('PUT', url, {
      body: { data: { dgType: 'notifiable', properShippingName: 'ADHESIVES', unNumber: '1133' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      dgType: 'notifiable',
      notifiable: true,
      technicalName: null,
      packingGroup: null,
    });
    expect((await w.alice.request('DELETE', url)).statusCode).toBe(204);
    expect((await w.alice.get(url)).statusCode).toBe(404);
  });

  it('answers 404 to a user of another organisation, and 403 to one who may not use dangerous goods', async () => {
    const kept = await create(paint({ unNumber: '1993', properShippingName: 'FLAMMABLE LIQUID, N.O.S.' }));
    const url = `${URL_BASE}/${kept.id}`;
    await expectHiddenAsUnknown(w.olly, URL_BASE, kept.id, { data: paint() });
    expect((await w.dan.get(url)).statusCode).toBe(403);
    expect((await w.alice.get(url)).statusCode).toBe(200);
  });
});

describe('GET /api/org/dangerous-goods/presets', () => {
  beforeAll(async () => {
    for (const [unNumber, name] of [
      ['1090', 'ACETONE'],
      ['1170', 'ETHANOL'],
      ['1805', 'PHOSPHORIC ACID SOLUTION'],
      ['2794', 'BATTERIES, WET, FILLED WITH ACID'],
      ['1950', 'AEROSOLS'],
    ])
      await create(paint({ unNumber, properShippingName: name, technicalName: null }));
  });

  it('lists by -unNumber by default, 30 to a page, with paging metadata', async () => {
    const res = await w.alice.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: DangerousGoodsPreset[]; meta: { totalItems: number } }>();
    const numbers = body.data.map((p) => p.unNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(body.meta).toEqual({ totalItems: body.data.length, startIndex: 0, itemsPerPage: 30 });
    const ascending = await w.alice.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}&sort=unNumber`);
    const all = ascending.json().data.map((p: DangerousGoodsPreset) => p.id);
    const page = await w.alice.get(
      `${URL_BASE}?filter[siteId]=${w.ids.melbourne}&sort=unNumber&page[limit]=2&page[offset]=1`,
    );
    expect(page.json().data.map((p: DangerousGoodsPreset) => p.id)).toEqual(all.slice(1, 3));
    expect(page.json().meta).toMatchObject({ startIndex: 1, itemsPerPage: 2 });
  });

  it('searches UN number and names with q, and sorts by name', async () => {
    const acid = await w.alice.get(
      `${URL_BASE}?filter[siteId]=${w.ids.melbourne}&q=acid&sort=properShippingName`,
    );
    expect(acid.json().data.map((p: DangerousGoodsPreset) => p.properShippingName)).toEqual([
      'BATTERIES, WET, FILLED WITH ACID',
      'PHOSPHORIC ACID SOLUTION',
    ]);
    const byNumber = await w.alice.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}&q=1090`);
    expect(byNumber.json().data.map((p: DangerousGoodsPreset) => p.properShippingName)).toEqual(['ACETONE']);
  });

  it('needs the site, rejects unknown sorts and oversized pages', async () => {
    expect(errorList((await w.alice.get(URL_BASE)).json())).toEqual([
      { pointer: '/querystring/filter[siteId]', detail: formMessagesB.required },
    ]);
    const sort = await w.alice.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}&sort=-weight`);
    expect(errorList(sort.json())).toEqual([
      { pointer: '/querystring/sort', detail: '-weight is not a valid sort' },
    ]);
    const big = await w.alice.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}&page[limit]=101`);
    expect(big.statusCode).toBe(422);
    expect((await w.olly.get(`${URL_BASE}?filter[siteId]=${w.ids.melbourne}`)).statusCode).toBe(403);
  });
});
