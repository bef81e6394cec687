import { describe, expect, it } from 'vitest';
import {
  quoteSetResponseSchema,
  contextMessages,
  formMessagesB,
  packagingTypeNames,
  QUOTE_CONCURRENCY_HEADER,
  quoteMessages,
  statusBannerMessages,
  type QuoteSet,
} from '@freight/contracts';
import { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import * as carriers from '../carriers';
import { createQuoteWorld, DISPATCH, errorsOf, LOCALITY, quoteBody, tenKilos } from './quote-world.fixture';
import { updateSite } from '../../testing/fixtures';

const w = useWorld(createQuoteWorld, 'alice', 'olly');

const QUOTE_SETS = '/api/sender/v0/quote-sets';

const quote = async (client: TestClient, body: unknown, headers?: Record<string, string>) => {
  const res = await client.post(QUOTE_SETS, body, headers);
  return { status: res.statusCode, body: res.json<{ data: QuoteSet }>() };
};
/** Alice asks for quotes at Melbourne DC with these fields over the usual body. */
const postAtMelbourne = (over?: Record<string, unknown>) =>
  w.alice.post(QUOTE_SETS, quoteBody(w.world.ids.melbourne, over));
/** The errors of Alice's request at Melbourne DC, which must be refused as invalid. */
const refusedAtMelbourne = async (over: Record<string, unknown>) => {
  const res = await postAtMelbourne(over);
  expect(res.statusCode).toBe(422);
  return errorsOf(res.json());
};

describe('POST /api/sender/v0/quote-sets', () => {
  it('prices every active agreed service of the site, ranked, with the spec quote fields (L17, L21, L22)', async () => {
    const { status, body } = await quote(w.alice, quoteBody(w.world.ids.melbourne));
    expect(status).toBe(201);
    const set = body.data;
    expect(set).toMatchObject({
      siteId: String(w.world.ids.melbourne),
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(set.quotes).toHaveLength(2);
    const [road, express] = set.quotes;
    expect(road).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      quoteSetId: set.id,
      agreedServiceId: String(w.world.agreed.melbourneRoad),
      carrierId: expect.any(String),
      carrierServiceId: expect.any(String),
      createdAt: set.createdAt,
      eta: '2026-03-11',
      etaTimeZone: 'Australia/Adelaide',
      evaluation: {},
      selectable: true,
      recommended: true,
      unselectableReason: null,
      payerAccount: 'TRC-MEL',
      agreedService: {
        id: String(w.world.agreed.melbourneRoad),
        name: 'Test Road Co Road',
        carrierName: 'Test Road Co',
        carrierServiceId: road?.carrierServiceId,
        providerType: 'carrier',
      },
      price: {
        cost: {
          chargesBreakdown: [{ code: 'fuelLevy', description: 'Fuel levy 10%', amount: 110 }],
          currency: 'AUD',
          freight: 1100,
          fees: 110,
          net: 1210,
          tax: 121,
          total: 1331,
        },
        rank: 1,
        isMasked: false,
        freightRecoveryAmount: null,
      },
    });
    expect(express).toMatchObject({
      agreedServiceId: String(w.world.agreed.melbourneExpress),
      eta: '2026-03-10',
      selectable: true,
      recommended: false,
      payerAccount: 'TEX-MEL',
      price: { rank: 2, cost: { freight: 1600, fees: 240, net: 1840, tax: 184, total: 2024 } },
    });
  });

  it('keeps a service that cannot price the lane, unselectable with its reason, after the priced ones', async () => {
    const body = quoteBody(w.world.ids.melbourne, { receiver: { locality: { id: String(LOCALITY.perth) } } });
    const { status, body: answer } = await quote(w.alice, body);
    expect(status).toBe(201);
    const [road, express] = answer.data.quotes;
    expect(road).toMatchObject({
      selectable: true,
      recommended: true,
      eta: '2026-03-16',
      etaTimeZone: 'Australia/Perth',
    });
    expect(express).toMatchObject({
      selectable: false,
      recommended: false,
      eta: null,
      unselectableReason: {
        code: 'noLane',
        message: "This service does not run between the sender's and the receiver's areas.",
      },
      price: { cost: null, rank: 2, isMasked: false, freightRecoveryAmount: null },
    });
  });

  it('says why when a locality has no charge zone or no rate card is in effect yet', async () => {
    const noZone = await quote(
      w.alice,
      quoteBody(w.world.ids.melbourne, { receiver: { locality: { id: String(LOCALITY.nowhere) } } }),
    );
    expect(noZone.body.data.quotes.map((q) => q.unselectableReason?.message)).toEqual([
      "No rates are set for the receiver's suburb.",
      "No rates are set for the receiver's suburb.",
    ]);
    const early = await quote(w.alice, quoteBody(w.world.ids.melbourne, { dispatchDate: '2025-12-31' }));
    expect(
      early.body.data.quotes.every(
        (q) => q.unselectableReason?.message === 'This service has no rates for a dispatch on 31 Dec 2025.',
      ),
    ).toBe(true);
  });

  it('leaves out agreed services that are turned off', async () => {
    await carriers.setAgreedServiceActive(w.world.deps, {
      id: w.world.agreed.melbourneExpress,
      active: false,
    });
    const { body } = await quote(w.alice, quoteBody(w.world.ids.melbourne));
    expect(body.data.quotes.map((q) => q.agreedServiceId)).toEqual([String(w.world.agreed.melbourneRoad)]);
    await carriers.setAgreedServiceActive(w.world.deps, {
      id: w.world.agreed.melbourneExpress,
      active: true,
    });
  });

  it('accepts a concurrency key and the consignment being edited (L19)', async () => {
    const body = quoteBody(w.world.ids.melbourne, { consignmentId: 'C-123' });
    const { status } = await quote(w.alice, body, { [QUOTE_CONCURRENCY_HEADER]: 'create-consignment-1' });
    expect(status).toBe(201);
    // the finished request let its key go, so the form's next request under it is priced as well
    const again = await quote(w.alice, body, { [QUOTE_CONCURRENCY_HEADER]: 'create-consignment-1' });
    expect(again.status).toBe(201);
    expect(again.body.data.quotes).toHaveLength(2);
    const bad = await w.alice.post(QUOTE_SETS, body, {
      [QUOTE_CONCURRENCY_HEADER]: 'x'.repeat(101),
    });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad.json())[0]?.pointer).toBe(`/headers/${QUOTE_CONCURRENCY_HEADER}`);
  });

  it('rounds fractional measures to whole numbers', async () => {
    const { body } = await quote(
      w.alice,
      quoteBody(w.world.ids.melbourne, { lineItems: [{ ...tenKilos, weight: 9_999.6, quantity: 1.2 }] }),
    );
    expect(body.data.quotes[0]?.price.cost?.total).toBe(1331);
  });
});

describe('quote-set validation (L20)', () => {
  it.each([
    ['no line items', { lineItems: [] }, '/data/lineItems', formMessagesB.required],
    ['missing line items', { lineItems: undefined }, '/data/lineItems', formMessagesB.required],
    [
      'a negative weight',
      { lineItems: [{ ...tenKilos, weight: -5 }] },
      '/data/lineItems/0/weight',
      formMessagesB.minimum(1),
    ],
    [
      'a length of 0',
      { lineItems: [{ ...tenKilos, length: 0 }] },
      '/data/lineItems/0/length',
      formMessagesB.minimum(1),
    ],
    [
      'a height that rounds to 0',
      { lineItems: [{ ...tenKilos, height: 0.4 }] },
      '/data/lineItems/0/height',
      formMessagesB.minimum(1),
    ],
    [
      'a text quantity',
      { lineItems: [{ ...tenKilos, quantity: 'two' }] },
      '/data/lineItems/0/quantity',
      formMessagesB.number,
    ],
    [
      'no packaging type',
      { lineItems: [{ ...tenKilos, packagingType: undefined }] },
      '/data/lineItems/0/packagingType',
      formMessagesB.required,
    ],
    ['a date that does not exist', { dispatchDate: '2026-02-30' }, '/data/dispatchDate', formMessagesB.date],
    [
      'an address and a locality together',
      { receiver: { address: { id: 'x' }, locality: { id: String(LOCALITY.adelaide) } } },
      '/data/receiver/locality',
      quoteMessages.addressOrLocality,
    ],
    ['no location at all', { sender: {} }, '/data/sender/address', quoteMessages.locationRequired],
    [
      'a recovery markup without its value',
      { shippingCostRecovery: { type: 'markupPercentage' } },
      '/data/shippingCostRecovery/value',
      formMessagesB.required,
    ],
  ])('answers 422 with a pointer for %s', async (_name, over, pointer, detail) => {
    expect(await refusedAtMelbourne(over)).toContainEqual({ pointer, detail, code: 'validationError' });
  });

  it('prices a location named by spec 3’s addressId as it prices address {id}', async () => {
    const byAddress = await postAtMelbourne({ receiver: { address: { id: w.world.ids.address } } });
    const byAddressId = await postAtMelbourne({ receiver: { addressId: w.world.ids.address } });
    const both = await postAtMelbourne({
      receiver: { addressId: w.world.ids.address, address: { id: w.world.ids.address } },
    });
    expect(byAddress.statusCode).toBe(201);
    expect(byAddressId.statusCode).toBe(201);
    expect(both.statusCode).toBe(201);
    const totals = (body: unknown) =>
      quoteSetResponseSchema.parse(body).data.quotes.map((q) => q.price.cost?.total);
    expect(totals(byAddressId.json())).toEqual(totals(byAddress.json()));
  });

  it('refuses addressId and address naming different addresses, and addressId with a locality', async () => {
    const disagreeing = await refusedAtMelbourne({
      receiver: { addressId: w.world.ids.address, address: { id: '6b0f7d9e-8a4c-4c1e-9d2a-1f2e3d4c5b6a' } },
    });
    expect(disagreeing).toContainEqual({
      pointer: '/data/receiver/addressId',
      detail: quoteMessages.addressIdDisagrees,
      code: 'validationError',
    });
    const withLocality = await refusedAtMelbourne({
      receiver: { addressId: w.world.ids.address, locality: { id: String(LOCALITY.adelaide) } },
    });
    expect(withLocality).toContainEqual({
      pointer: '/data/receiver/locality',
      detail: quoteMessages.addressOrLocality,
      code: 'validationError',
    });
  });

  it.each([
    [
      'an unknown locality',
      { receiver: { locality: { id: '123456789' } } },
      '/data/receiver/locality/id',
      quoteMessages.localityNotFound,
    ],
    [
      'an unknown address',
      { sender: { address: { id: '6b0f7d9e-8a4c-4c1e-9d2a-1f2e3d4c5b6a' } } },
      '/data/sender/address/id',
      quoteMessages.addressNotFound,
    ],
    [
      'another site’s entry',
      { receiver: { addressBookEntryId: '999999' } },
      '/data/receiver/addressBookEntryId',
      quoteMessages.entryNotFound,
    ],
  ])('answers 422 for %s', async (_name, over, pointer, detail) => {
    expect(await refusedAtMelbourne(over)).toEqual([{ pointer, detail, code: 'validationError' }]);
  });

  it('refuses packaging types the site does not use', async () => {
    const withSkid = { lineItems: [tenKilos, { ...tenKilos, packagingType: 'Skid' }] };
    expect((await postAtMelbourne(withSkid)).statusCode).toBe(201);
    await updateSite(w.t.database.db, w.world.ids.melbourne, { packagingTypes: ['Carton'] });
    expect(await refusedAtMelbourne(withSkid)).toEqual([
      {
        pointer: '/data/lineItems/1/packagingType',
        detail: quoteMessages.packagingTypeNotOnSite,
        code: 'validationError',
      },
    ]);
    await updateSite(w.t.database.db, w.world.ids.melbourne, { packagingTypes: [...packagingTypeNames] });
  });
});

describe('quote-set tenancy', () => {
  it('refuses a site of another organisation, and any site the user does not hold, with the same 403', async () => {
    for (const [client, siteId] of [
      [w.olly, w.world.ids.melbourne],
      [w.alice, w.world.ids.adelaide],
      [w.alice, 987654],
    ] as const) {
      // with a concurrency key too, which is claimed beside the site check
      const variants: Record<string, string>[] = [{}, { [QUOTE_CONCURRENCY_HEADER]: 'tenancy-form' }];
      for (const headers of variants) {
        const res = await client.post(QUOTE_SETS, quoteBody(siteId), headers);
        expect(res.statusCode).toBe(403);
        expect(errorsOf(res.json())[0]?.detail).toBe(contextMessages.cannotAccess('site'));
      }
    }
  });

  it('cannot use another organisation’s address', async () => {
    const res = await w.olly.post(
      QUOTE_SETS,
      quoteBody(w.world.ids.adelaide, { receiver: { address: { id: w.world.ids.address } } }),
    );
    expect(errorsOf(res.json())).toEqual([
      {
        pointer: '/data/receiver/address/id',
        detail: quoteMessages.addressNotFound,
        code: 'validationError',
      },
    ]);
  });

  it('cannot use another organisation’s address by spec 3’s addressId either', async () => {
    const res = await w.olly.post(
      QUOTE_SETS,
      quoteBody(w.world.ids.adelaide, { receiver: { addressId: w.world.ids.address } }),
    );
    expect(errorsOf(res.json())).toEqual([
      { pointer: '/data/receiver/addressId', detail: quoteMessages.addressNotFound, code: 'validationError' },
    ]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(w.t.app);
    const res = await anonymous.post(QUOTE_SETS, quoteBody(w.world.ids.melbourne));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a suspended site: no creating data (spec 4)', async () => {
    const res = await w.alice.post(QUOTE_SETS, quoteBody(w.world.ids.suspended));
    expect(res.statusCode).toBe(403);
    expect(errorsOf(res.json())[0]?.detail).toBe(statusBannerMessages.siteSuspended);
  });

  it('prices the other organisation’s own site for its own user', async () => {
    const { status, body } = await quote(w.olly, quoteBody(w.world.ids.adelaide, { dispatchDate: DISPATCH }));
    expect(status).toBe(201);
    expect(body.data.quotes.map((q) => q.payerAccount)).toEqual(['TRC-ADL']);
  });
});
