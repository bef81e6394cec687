import { describe, expect, it } from 'vitest';
import {
  dangerousGoodsPresetMessages,
  estimateMessages,
  formMessagesB,
  quoteMessages,
  statusBannerMessages,
  type Estimate,
} from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import * as carriers from '../carriers';
import { recordConversion } from './estimates.service';
import {
  createQuoteWorld,
  DISPATCH,
  errorsOf,
  LOCALITY,
  tenKilos,
  expectOneValidationError,
} from '../quotes/quote-world.fixture';
import { updateSite } from '../../testing/fixtures';

const w = useWorld(createQuoteWorld, 'alice', 'dan', 'olly');

function estimateBody(siteId: number, over: Record<string, unknown> = {}) {
  return {
    data: {
      siteId: String(siteId),
      type: 'outbound',
      dispatchDate: DISPATCH,
      sender: { name: 'Melbourne DC', locality: { id: String(LOCALITY.melbourne) } },
      receiver: {
        name: 'Adelaide receiver',
        locality: { id: String(LOCALITY.adelaide) },
        authorityToLeave: true,
        tailgate: false,
      },
      references: ['PO-1001'],
      lineItems: [{ ...tenKilos, description: 'Boxes' }],
      ...over,
    },
  };
}

async function create(client: TestClient, body: unknown = estimateBody(w.world.ids.melbourne)) {
  const res = await client.post('/api/sender/v0/estimates', body);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Estimate }>().data;
}

describe('POST /api/sender/v0/estimates (L06-L10)', () => {
  it('creates a numbered estimate, priced at once, with its locations resolved', async () => {
    const estimate = await create(w.alice);
    expect(estimate).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      siteId: String(w.world.ids.melbourne),
      type: 'outbound',
      estimateNumber: expect.stringMatching(/^E\d{8}$/),
      dispatchDate: DISPATCH,
      deletedAt: null,
      references: ['PO-1001'],
      selectedQuoteIds: [],
      convertedConsignment: [],
      hasDangerousGoods: false,
      shippingCostRecovery: { type: 'none', value: null },
      deliveryTimeSlot: null,
      sender: {
        name: 'Melbourne DC',
        address: null,
        locality: { id: String(LOCALITY.melbourne), label: 'Melbourne VIC 3000' },
      },
      receiver: {
        address: null,
        locality: { suburb: 'Adelaide', chargeZone: 'S1' },
        authorityToLeave: true,
        deliveryTimeslotRequired: false,
        tailgate: false,
        handUnload: false,
      },
      lineItems: [
        {
          packagingType: 'Carton',
          quantity: 1,
          weight: 10_000,
          description: 'Boxes',
          shippingItemPresetId: null,
          dangerousGoods: [],
        },
      ],
    });
    expect(estimate.quotes.map((q) => [q.price.cost?.total, q.recommended])).toEqual([
      [1331, true],
      [2024, false],
    ]);
    expect(estimate.quotes.every((q) => q.quoteSetId === estimate.quoteSetId)).toBe(true);
  });

  it('numbers estimates in sequence', async () => {
    const first = await create(w.alice);
    const second = await create(w.alice);
    expect(Number(second.estimateNumber.slice(1))).toBe(Number(first.estimateNumber.slice(1)) + 1);
  });

  it('takes a receiver from the address book with its address, never a locality as well (L08)', async () => {
    const estimate = await create(
      w.alice,
      estimateBody(w.world.ids.melbourne, { receiver: { addressBookEntryId: String(w.world.ids.entry) } }),
    );
    expect(estimate.receiver).toMatchObject({
      name: 'Adelaide Customer',
      addressBookEntryId: String(w.world.ids.entry),
      address: { id: w.world.ids.address, locality: 'Adelaide' },
      locality: null,
      residential: true,
    });
    const both = await w.alice.post(
      '/api/sender/v0/estimates',
      estimateBody(w.world.ids.melbourne, {
        receiver: { address: { id: w.world.ids.address }, locality: { id: String(LOCALITY.adelaide) } },
      }),
    );
    expectOneValidationError(both, '/data/receiver/locality', quoteMessages.addressOrLocality);
  });

  it('takes spec 3’s addressId for the receiver, and refuses it naming another address than address.id', async () => {
    const estimate = await create(
      w.alice,
      estimateBody(w.world.ids.melbourne, {
        receiver: { name: 'By address id', addressId: w.world.ids.address },
      }),
    );
    expect(estimate.receiver).toMatchObject({
      address: { id: w.world.ids.address, locality: 'Adelaide' },
      locality: null,
    });
    const disagreeing = await w.alice.post(
      '/api/sender/v0/estimates',
      estimateBody(w.world.ids.melbourne, {
        receiver: { addressId: w.world.ids.address, address: { id: '6b0f7d9e-8a4c-4c1e-9d2a-1f2e3d4c5b6a' } },
      }),
    );
    expect(errorsOf(disagreeing.json())).toEqual([
      {
        pointer: '/data/receiver/addressId',
        detail: quoteMessages.addressIdDisagrees,
        code: 'validationError',
      },
    ]);
  });

  it.each([
    ['siteId', '/data/siteId'],
    ['dispatchDate', '/data/dispatchDate'],
    ['type', '/data/type'],
    ['sender', '/data/sender'],
    ['receiver', '/data/receiver'],
    ['lineItems', '/data/lineItems'],
  ])('requires %s (L06)', async (field, pointer) => {
    const res = await w.alice.post(
      '/api/sender/v0/estimates',
      estimateBody(w.world.ids.melbourne, { [field]: undefined }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toContainEqual({
      pointer,
      detail: formMessagesB.required,
      code: 'validationError',
    });
  });

  it.each(['packagingType', 'quantity', 'length', 'width', 'height', 'weight'])(
    'requires line item %s (L07)',
    async (field) => {
      const res = await w.alice.post(
        '/api/sender/v0/estimates',
        estimateBody(w.world.ids.melbourne, { lineItems: [{ ...tenKilos, [field]: undefined }] }),
      );
      expect(errorsOf(res.json())).toContainEqual({
        pointer: `/data/lineItems/0/${field}`,
        detail: formMessagesB.required,
        code: 'validationError',
      });
    },
  );

  it.each(['length', 'width', 'height', 'weight'])(
    'refuses a line item %s of 0 at the field',
    async (field) => {
      const res = await w.alice.post(
        '/api/sender/v0/estimates',
        estimateBody(w.world.ids.melbourne, { lineItems: [{ ...tenKilos, [field]: 0 }] }),
      );
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res.json())).toEqual([
        { pointer: `/data/lineItems/0/${field}`, detail: formMessagesB.minimum(1), code: 'validationError' },
      ]);
    },
  );

  it('takes dangerous goods only with the feature and the user’s right (L29)', async () => {
    const lineItems = [
      {
        ...tenKilos,
        dangerousGoods: [{ unNumber: '1203', properShippingName: 'Petrol', classOrDivision: '3' }],
      },
    ];
    const estimate = await create(w.alice, estimateBody(w.world.ids.melbourne, { lineItems }));
    expect(estimate.hasDangerousGoods).toBe(true);
    expect(estimate.lineItems[0]?.dangerousGoods[0]).toMatchObject({
      unNumber: '1203',
      properShippingName: 'Petrol',
    });
    const refused = await w.dan.post(
      '/api/sender/v0/estimates',
      estimateBody(w.world.ids.melbourne, { lineItems }),
    );
    expect(errorsOf(refused.json())).toEqual([
      {
        pointer: '/data/lineItems/0/dangerousGoods',
        detail: dangerousGoodsPresetMessages.notAvailable,
        code: 'validationError',
      },
    ]);
  });

  it('keeps a notifiable entry’s notification and refuses one on an entry not notifiable (M40)', async () => {
    const petrol = { unNumber: '1203', properShippingName: 'Petrol', classOrDivision: '3' };
    const notified = { ...petrol, notifiable: true, notification: 'EPA notified, ref 42' };
    const estimate = await create(
      w.alice,
      estimateBody(w.world.ids.melbourne, { lineItems: [{ ...tenKilos, dangerousGoods: [notified] }] }),
    );
    const stored = await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`);
    expect(stored.json<{ data: Estimate }>().data.lineItems[0]?.dangerousGoods[0]).toMatchObject({
      notifiable: true,
      notification: 'EPA notified, ref 42',
    });
    const refused = await w.alice.post(
      '/api/sender/v0/estimates',
      estimateBody(w.world.ids.melbourne, {
        lineItems: [{ ...tenKilos, dangerousGoods: [{ ...petrol, notification: 'EPA notified' }] }],
      }),
    );
    expectOneValidationError(
      refused,
      '/data/lineItems/0/dangerousGoods/0/notification',
      quoteMessages.notificationNotNotifiable,
    );
  });

  it('keeps the shipping cost recovery and the delivery time slot', async () => {
    const estimate = await create(
      w.alice,
      estimateBody(w.world.ids.melbourne, {
        shippingCostRecovery: { type: 'markupPercentage', value: 10 },
        deliveryTimeSlot: {
          startDate: '2026-03-12',
          endDate: '2026-03-12',
          startTime: '09:00',
          endTime: '11:00',
          timeZone: 'Australia/Adelaide',
        },
        receiver: { locality: { id: String(LOCALITY.adelaide) }, deliveryTimeslotRequired: true },
      }),
    );
    expect(estimate.shippingCostRecovery).toEqual({ type: 'markupPercentage', value: 10 });
    expect(estimate.deliveryTimeSlot).toMatchObject({ startDate: '2026-03-12', recurrences: null });
    expect(estimate.receiver.deliveryTimeslotRequired).toBe(true);
    expect(estimate.quotes[0]?.price.freightRecoveryAmount).toBe(
      Math.round((estimate.quotes[0]?.price.cost?.total ?? 0) * 1.1),
    );
  });

  it('refuses sites the user does not hold and suspended sites', async () => {
    const other = await w.olly.post('/api/sender/v0/estimates', estimateBody(w.world.ids.melbourne));
    expect(other.statusCode).toBe(403);
    const suspended = await w.alice.post('/api/sender/v0/estimates', estimateBody(w.world.ids.suspended));
    expect(suspended.statusCode).toBe(403);
    expect(errorsOf(suspended.json())[0]?.detail).toBe(statusBannerMessages.siteSuspended);
  });
});

describe('PUT, save, GET and DELETE /api/sender/v0/estimates/{id}', () => {
  it('PUT re-prices with fresh quotes and drops earlier selections (L11)', async () => {
    const estimate = await create(w.alice);
    const firstQuote = estimate.quotes[0]?.id ?? '';
    await w.alice.post(`/api/sender/v0/estimates/${estimate.id}/save`, {
      data: { selectedQuoteIds: [firstQuote] },
    });
    const res = await w.alice.request('PUT', `/api/sender/v0/estimates/${estimate.id}`, {
      body: estimateBody(w.world.ids.melbourne, { receiver: { locality: { id: String(LOCALITY.perth) } } }),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ data: Estimate }>().data;
    expect(updated).toMatchObject({
      id: estimate.id,
      estimateNumber: estimate.estimateNumber,
      selectedQuoteIds: [],
    });
    expect(updated.quoteSetId).not.toBe(estimate.quoteSetId);
    expect(updated.quotes.map((q) => q.selectable)).toEqual([true, false]);
    expect(updated.receiver.locality?.suburb).toBe('Perth');
  });

  it('PUT keeps the estimate on its site', async () => {
    const estimate = await create(w.alice);
    const res = await w.alice.request('PUT', `/api/sender/v0/estimates/${estimate.id}`, {
      body: estimateBody(w.world.ids.sydney),
    });
    expect(errorsOf(res.json())[0]?.pointer).toBe('/data/siteId');
  });

  it('save keeps the chosen quotes (L12), which must be current and selectable', async () => {
    const estimate = await create(w.alice);
    const ids = estimate.quotes.map((q) => q.id);
    const saved = await w.alice.post(`/api/sender/v0/estimates/${estimate.id}/save`, {
      data: { selectedQuoteIds: ids },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: Estimate }>().data.selectedQuoteIds).toEqual(ids);

    const stranger = await w.alice.post(`/api/sender/v0/estimates/${estimate.id}/save`, {
      data: { selectedQuoteIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(errorsOf(stranger.json())).toEqual([
      {
        pointer: '/data/selectedQuoteIds/0',
        detail: estimateMessages.quoteNotInEstimate,
        code: 'validationError',
      },
    ]);
    const perth = await create(
      w.alice,
      estimateBody(w.world.ids.melbourne, { receiver: { locality: { id: String(LOCALITY.perth) } } }),
    );
    const unpriced = perth.quotes.find((q) => !q.selectable)?.id ?? '';
    const refused = await w.alice.post(`/api/sender/v0/estimates/${perth.id}/save`, {
      data: { selectedQuoteIds: [unpriced] },
    });
    expect(errorsOf(refused.json())).toEqual([
      {
        pointer: '/data/selectedQuoteIds/0',
        detail: estimateMessages.quoteNotSelectable,
        code: 'validationError',
      },
    ]);
    const missing = await w.alice.post(`/api/sender/v0/estimates/${estimate.id}/save`, { data: {} });
    expect(errorsOf(missing.json())).toEqual([
      { pointer: '/data/selectedQuoteIds', detail: formMessagesB.required, code: 'validationError' },
    ]);
  });

  it('refuses to save a quote whose agreed service is gone, with the spec’s words (L25)', async () => {
    const estimate = await create(w.alice);
    const expressQuote =
      estimate.quotes.find((q) => q.agreedServiceId === String(w.world.agreed.melbourneExpress))?.id ?? '';
    await carriers.setAgreedServiceActive(w.world.deps, {
      id: w.world.agreed.melbourneExpress,
      active: false,
    });
    const res = await w.alice.post(`/api/sender/v0/estimates/${estimate.id}/save`, {
      data: { selectedQuoteIds: [expressQuote] },
    });
    await carriers.setAgreedServiceActive(w.world.deps, {
      id: w.world.agreed.melbourneExpress,
      active: true,
    });
    expectOneValidationError(
      res,
      '/data/selectedQuoteIds/0',
      'Unable to retrieve pricing for this consignment, refresh or contact support.',
    );
  });

  it('shows a quote of a service switched off since as unselectable with the reason, never recommended (L25)', async () => {
    const estimate = await create(w.alice);
    const recommended = estimate.quotes.find((q) => q.recommended);
    if (!recommended) throw new Error('no recommended quote');
    const service = Number(recommended.agreedServiceId);
    await carriers.setAgreedServiceActive(w.world.deps, { id: service, active: false });
    try {
      const res = await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`);
      expect(res.statusCode).toBe(200);
      const shown = res.json<{ data: Estimate }>().data.quotes;
      expect(shown.find((q) => q.id === recommended.id)).toMatchObject({
        selectable: false,
        recommended: false,
        unselectableReason: {
          code: 'agreedServiceInactive',
          message: 'Unable to retrieve pricing for this consignment, refresh or contact support.',
        },
      });
      // the others are as they were
      expect(shown.filter((q) => q.id !== recommended.id)).toEqual(
        estimate.quotes.filter((q) => q.id !== recommended.id),
      );
    } finally {
      await carriers.setAgreedServiceActive(w.world.deps, { id: service, active: true });
    }
    const again = await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`);
    expect(again.json<{ data: Estimate }>().data.quotes).toEqual(estimate.quotes);
  });

  it('GET fetches the estimate with its quotes (L13), masked at a site that masks prices (L24)', async () => {
    const estimate = await create(w.alice);
    const res = await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Estimate }>().data).toEqual(estimate);

    await updateSite(w.t.database.db, w.world.ids.melbourne, { priceMaskingEnabled: true });
    const masked = (await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`)).json<{ data: Estimate }>()
      .data;
    await updateSite(w.t.database.db, w.world.ids.melbourne, { priceMaskingEnabled: false });
    expect(masked.quotes.map((q) => q.price)).toEqual([
      { cost: null, rank: 1, isMasked: true, freightRecoveryAmount: null },
      { cost: null, rank: 2, isMasked: true, freightRecoveryAmount: null },
    ]);
  });

  it('GET of an estimate with dangerous goods needs the feature on or past use (L30)', async () => {
    const lineItems = [{ ...tenKilos, dangerousGoods: [{ unNumber: '1203', properShippingName: 'Petrol' }] }];
    const estimate = await create(w.alice, estimateBody(w.world.ids.melbourne, { lineItems }));
    await updateSite(w.t.database.db, w.world.ids.melbourne, { dangerousGoodsTransacting: false });
    const hidden = await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`);
    await updateSite(w.t.database.db, w.world.ids.melbourne, { dangerousGoodsHasTransacted: true });
    const pastUse = await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`);
    await updateSite(w.t.database.db, w.world.ids.melbourne, {
      dangerousGoodsTransacting: true,
      dangerousGoodsHasTransacted: false,
    });
    expect(hidden.statusCode).toBe(403);
    expect(errorsOf(hidden.json())[0]?.detail).toBe(dangerousGoodsPresetMessages.notAvailable);
    expect(pastUse.statusCode).toBe(200);
  });

  it('DELETE removes the estimate (L14): 204, then 404 everywhere', async () => {
    const estimate = await create(w.alice);
    const res = await w.alice.request('DELETE', `/api/sender/v0/estimates/${estimate.id}`);
    expect(res.statusCode).toBe(204);
    expect((await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`)).statusCode).toBe(404);
    expect((await w.alice.request('DELETE', `/api/sender/v0/estimates/${estimate.id}`)).statusCode).toBe(404);
    const put = await w.alice.request('PUT', `/api/sender/v0/estimates/${estimate.id}`, {
      body: estimateBody(w.world.ids.melbourne),
    });
    expect(put.statusCode).toBe(404);
  });

  it('a user of another organisation cannot read, price, save or delete an estimate by id', async () => {
    const estimate = await create(w.alice);
    const path = `/api/sender/v0/estimates/${estimate.id}`;
    const answers = [
      await w.olly.get(path),
      await w.olly.request('PUT', path, { body: estimateBody(w.world.ids.adelaide) }),
      await w.olly.post(`${path}/save`, { data: { selectedQuoteIds: [estimate.quotes[0]?.id ?? ''] } }),
      await w.olly.request('DELETE', path),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await w.alice.get(path)).json<{ data: Estimate }>().data.selectedQuoteIds).toEqual([]);
  });

  it('refuses another organisation’s address, by addressId or address.id, creating or saving', async () => {
    const own = await create(w.olly, estimateBody(w.world.ids.adelaide));
    const bodies = [
      estimateBody(w.world.ids.adelaide, { receiver: { name: 'Theirs', addressId: w.world.ids.address } }),
      estimateBody(w.world.ids.adelaide, {
        receiver: { name: 'Theirs', address: { id: w.world.ids.address } },
      }),
    ];
    const pointers = ['/data/receiver/addressId', '/data/receiver/address/id'];
    for (const [index, body] of bodies.entries()) {
      const answers = [
        await w.olly.post('/api/sender/v0/estimates', body),
        await w.olly.request('PUT', `/api/sender/v0/estimates/${own.id}`, { body }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(422);
        expect(errorsOf(answer.json())).toEqual([
          { pointer: pointers[index], detail: quoteMessages.addressNotFound, code: 'validationError' },
        ]);
      }
    }
    // the estimate saved before is as it was
    const kept = (await w.olly.get(`/api/sender/v0/estimates/${own.id}`)).json<{ data: Estimate }>().data;
    expect(kept.receiver).toMatchObject({ name: 'Adelaide receiver', address: null });
  });

  it('records the consignments an estimate became (L16)', async () => {
    const estimate = await create(w.alice);
    await recordConversion(w.world.deps, Number(estimate.id), { id: '501', connoteNumber: 'TRC00000017' });
    const fetched = (await w.alice.get(`/api/sender/v0/estimates/${estimate.id}`)).json<{ data: Estimate }>()
      .data;
    expect(fetched.convertedConsignment).toEqual([
      { id: '501', connoteNumber: 'TRC00000017', convertedAt: expect.any(String) },
    ]);
    await expect(
      recordConversion(w.world.deps, 999_999, { id: '1', connoteNumber: 'X' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('answers 422 for an id that is not a number', async () => {
    const res = await w.alice.get('/api/sender/v0/estimates/abc');
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())[0]?.pointer).toBe('/params/id');
  });
});
