import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidConsignmentNumber, isValidSscc } from '@freight/rules';
import { phoneMessages, type Consignment } from '@freight/contracts';
import { consignments, quoteSets } from '../../db/schema';
import {
  book,
  carton,
  consignmentBody,
  CONSIGNMENTS,
  useConsignmentWorld,
  DISPATCH,
  errorsOf,
  invalidPointers,
  expectFirstError,
  quoteFor,
} from './consignment-world.fixture';
import { updateSite } from '../../testing/fixtures';

const w = useConsignmentWorld('alice');

describe('POST /api/sender/v0/consignments (M24-M28, M48)', () => {
  it('takes at most 999 items, each an SSCC and a label', async () => {
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000', {
        lineItems: [
          { ...carton, quantity: 600 },
          { ...carton, quantity: 400 },
        ],
      }),
    );
    expectFirstError(res, '/data/attributes/lineItems', 'a consignment has at most 999 items');
  });

  it('creates a numbered consignment priced on the server, with links and next steps', async () => {
    const set = await quoteFor(w.alice, w.booking);
    const road = set.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co');
    if (!road) throw new Error('no road quote');
    const res = await w.alice.post(CONSIGNMENTS, consignmentBody(w.booking, road.id));
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      data: Consignment;
      links: Record<string, unknown>;
      meta: { nextSteps: string[] };
    }>();
    const { data } = body;
    expect(res.headers.etag).toBe(data.version);
    expect(res.headers.location).toBe(`${CONSIGNMENTS}/${data.id}`);
    expect(isValidConsignmentNumber(data.consignmentNo, 'TRC')).toBe(true);
    expect(data).toMatchObject({
      type: 'outbound',
      source: 'web',
      siteId: String(w.world.ids.melbourne),
      dispatchDate: DISPATCH,
      references: ['PO-1001'],
      payerAccount: 'TRC-MEL',
      agreedService: { id: String(w.world.agreed.melbourneRoad), carrierName: 'Test Road Co' },
      manifest: null,
      transfer: null,
      transferPolicy: 'manual',
      hasDangerousGoods: false,
      itemQuantity: 1,
      volume: 400 * 300 * 200,
      weight: 10_000,
      sender: {
        name: 'Melbourne DC',
        addressId: w.world.addresses.melbourne,
        address: { line1: '10 Collins St' },
      },
      receiver: {
        name: 'Adelaide Customer',
        specialInstructions: 'Leave at the loading dock',
        tailgate: false,
        deliveryReferences: [],
      },
      autoprint: { connotes: { enabled: true }, labels: { enabled: true } },
      // 10 kg Melbourne to Adelaide by road, worked in the quote world: total 1331 cents, ETA 11 March
      price: { cost: { total: 1331 }, isMasked: false },
      estimatedTimeOfArrival: '2026-03-11',
    });
    // the quote it was made from: a later change without new quotes names it again
    expect(data.quoteId).toBe(road.id);
    expect(data.lineItems[0]?.id).toMatch(/^li_/);
    expect(data.lineItems[0]?.itemIds).toHaveLength(1);
    expect(isValidSscc(data.lineItems[0]?.itemIds[0] ?? '')).toBe(true);
    expect(body.links).toEqual({
      self: `${CONSIGNMENTS}/${data.id}`,
      labels: [{ name: 'Labels 100 x 150 mm', href: `${CONSIGNMENTS}/${data.id}/label.pdf` }],
      connote: `${CONSIGNMENTS}/${data.id}/connote.pdf`,
    });
    expect(body.meta.nextSteps).toEqual(['printLabels', 'printConnote', 'createManifest', 'requestPickup']);
  });

  it('never takes a price from the client', async () => {
    const set = await quoteFor(w.alice, w.booking);
    const quote = set.quotes[0];
    if (!quote) throw new Error('no quote');
    const body = consignmentBody(w.booking, quote.id);
    const res = await w.alice.post(CONSIGNMENTS, {
      data: { ...body.data, attributes: { ...body.data.attributes, price: { cost: { total: 1 } } } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Consignment }>().data.price.cost?.total).toBe(quote.price.cost?.total);
  });

  it('gives every item its own SSCC and numbers consignments in sequence per carrier', async () => {
    const first = await book(w.alice, { ...w.booking, lineItems: [{ ...carton, quantity: 3 }] });
    const second = await book(w.alice, w.booking);
    const ssccs = first.consignment.lineItems[0]?.itemIds ?? [];
    expect(ssccs).toHaveLength(3);
    expect(new Set(ssccs).size).toBe(3);
    expect(ssccs.every(isValidSscc)).toBe(true);
    const sequence = (no: string) => Number(no.slice(3, -1));
    expect(sequence(second.consignment.consignmentNo)).toBe(sequence(first.consignment.consignmentNo) + 1);
  });

  it('rounds dimensions and weight and defaults quantity to 1 (M28, M29)', async () => {
    const { quantity: _q, ...noQuantity } = carton;
    const set = await quoteFor(w.alice, w.booking);
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, set.quotes[0]?.id ?? '', {
        lineItems: [{ ...noQuantity, length: 399.6, weight: 10_000.4 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Consignment }>().data.lineItems[0]).toMatchObject({
      quantity: 1,
      length: 400,
      weight: 10_000,
    });
  });

  it('requires siteId, type, quote, dispatch date, sender and receiver address and name (M24-M26)', async () => {
    const res = await w.alice.post(CONSIGNMENTS, {
      data: {
        type: 'consignments',
        attributes: { sender: {}, receiver: { name: 'X' }, lineItems: [carton] },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json()).map((e) => [e.pointer, e.detail])).toEqual(
      expect.arrayContaining([
        ['/data/attributes/siteId', 'cannot be blank'],
        ['/data/attributes/type', 'cannot be blank'],
        ['/data/attributes/quoteId', 'cannot be blank'],
        ['/data/attributes/dispatchDate', 'cannot be blank'],
        ['/data/attributes/sender/name', 'cannot be blank'],
        ['/data/attributes/sender/addressId', 'cannot be blank'],
        ['/data/attributes/receiver/addressId', 'cannot be blank'],
      ]),
    );
  });

  it('names line items and dangerous goods entries by key in pointers (spec 8, M27)', async () => {
    const set = await quoteFor(w.alice, w.booking);
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, set.quotes[0]?.id ?? '', {
        lineItems: [
          { ...carton, key: 'first' },
          {
            key: 'second',
            packagingType: 'Carton',
            quantity: 1,
            dangerousGoods: [{ key: 'paint', unNumber: 'UN12', properShippingName: 'PAINT' }],
          },
          { ...carton, weight: 'heavy' },
        ],
      }),
    );
    const pointers = invalidPointers(res);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/lineItems/second/description',
        '/data/attributes/lineItems/second/length',
        '/data/attributes/lineItems/second/width',
        '/data/attributes/lineItems/second/height',
        '/data/attributes/lineItems/second/weight',
        '/data/attributes/lineItems/second/dangerousGoods/paint/unNumber',
        '/data/attributes/lineItems/2/weight',
      ]),
    );
    expect(pointers.some((p) => p?.includes('/first'))).toBe(false);
  });

  it('prices the booking again, unmasked where the site masks prices (L24), and keeps the quote chosen', async () => {
    const db = w.t.database.db;
    await updateSite(db, w.booking.siteId, { priceMaskingEnabled: true });
    try {
      const set = await quoteFor(w.alice, w.booking);
      const road = set.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co');
      expect(road?.price.cost).toBeNull();
      const setsBefore = await db.$count(quoteSets, eq(quoteSets.siteId, w.booking.siteId));
      const res = await w.alice.post(CONSIGNMENTS, consignmentBody(w.booking, road?.id ?? ''));
      expect(res.statusCode).toBe(201);
      const created = res.json<{ data: Consignment }>().data;
      expect(created.quoteId).toBe(road?.id);
      const [stored] = await db
        .select({ price: consignments.price, quoteSetId: consignments.quoteSetId })
        .from(consignments)
        .where(eq(consignments.id, Number(created.id)));
      expect(stored).toMatchObject({ price: { total: 1331 }, quoteSetId: set.id });
      // the booking's price is worked out again, never saved as a second set
      expect(await db.$count(quoteSets, eq(quoteSets.siteId, w.booking.siteId))).toBe(setsBefore);
    } finally {
      await updateSite(db, w.booking.siteId, { priceMaskingEnabled: false });
    }
  });

  it('prices the freight sent, not the freight the chosen quote was asked for', async () => {
    const set = await quoteFor(w.alice, w.booking);
    const road = set.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co');
    const heavier = { ...carton, weight: carton.weight * 10 };
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, road?.id ?? '', { lineItems: [heavier] }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<{ data: Consignment }>().data;
    expect(created.quoteId).toBe(road?.id);
    expect(created.price.cost?.total).toBeGreaterThan(road?.price.cost?.total ?? Infinity);
  });

  it('refuses a quote that is not the site’s, or prices another request', async () => {
    const unknown = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000'),
    );
    expectFirstError(unknown, '/data/attributes/quoteId', 'this quote is not one of the site’s quotes');
    const perth = await quoteFor(w.alice, { ...w.booking, receiverAddressId: w.world.addresses.perth });
    const other = await w.alice.post(CONSIGNMENTS, consignmentBody(w.booking, perth.quotes[0]?.id ?? ''));
    expectFirstError(
      other,
      '/data/attributes/quoteId',
      'this quote prices another request; ask for quotes again',
    );
  });

  it('refuses a service that cannot carry the freight with its reason', async () => {
    const perthBooking = { ...w.booking, receiverAddressId: w.world.addresses.perth };
    const set = await quoteFor(w.alice, perthBooking);
    const express = set.quotes.find((q) => q.agreedService.carrierName === 'Test Express Co');
    const res = await w.alice.post(CONSIGNMENTS, consignmentBody(perthBooking, express?.id ?? ''));
    expectFirstError(
      res,
      '/data/attributes/quoteId',
      "This service does not run between the sender's and the receiver's areas.",
    );
  });

  it('takes pallet counts by lender, refusing other lenders (M39)', async () => {
    const set = await quoteFor(w.alice, w.booking);
    const quoteId = set.quotes[0]?.id ?? '';
    const good = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, quoteId, { lineItems: [{ ...carton, key: 'skid', pallets: { chep: 2 } }] }),
    );
    expect(good.statusCode).toBe(201);
    expect(good.json<{ data: Consignment }>().data.lineItems[0]?.pallets).toEqual({
      chep: 2,
      loscam: 0,
      other: 0,
    });
    const bad = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, quoteId, { lineItems: [{ ...carton, key: 'skid', pallets: { acme: 1 } }] }),
    );
    expectFirstError(
      bad,
      '/data/attributes/lineItems/skid/pallets/acme',
      'must be one of: chep, loscam, other',
    );
  });

  it('answers 422, never 500, for malformed input', async () => {
    const bodies: unknown[] = [
      {},
      { data: null },
      { data: { type: 'estimates', attributes: {} } },
      { data: { type: 'consignments', attributes: { lineItems: 'x', sender: 5, receiver: [] } } },
      consignmentBody(w.booking, 'not-a-uuid', { dispatchDate: '2026-02-30' }),
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000', { siteId: '99999999999' }),
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000', { references: ['a\u0000b'] }),
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000', {
        lineItems: [null, 5, { dangerousGoods: [null] }],
      }),
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000', {
        customFields: { 'a b': 'x', k: 5 },
      }),
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000', {
        receiver: 'x',
        pallets: { transferType: 'boat' },
      }),
      consignmentBody(w.booking, '00000000-0000-4000-8000-000000000000', {
        estimateId: 'abc',
        autoprint: { labels: 1 },
      }),
    ];
    for (const body of bodies) {
      const res = await w.alice.post(CONSIGNMENTS, body);
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res.json()).length).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/sender/v0/consignments: the parties’ contact phones (spec 5.2, G48)', () => {
  const NO_QUOTE = '00000000-0000-4000-8000-000000000000';
  const sender = (contactPhone: string) => ({
    name: 'Melbourne DC',
    addressId: w.booking.senderAddressId,
    contactPhone,
  });

  it.each([
    ['sender', (phone: string) => ({ sender: sender(phone) })],
    [
      'receiver',
      (phone: string) => ({
        receiver: { name: 'Adelaide Customer', addressId: w.booking.receiverAddressId, contactPhone: phone },
      }),
    ],
  ])('refuses a %s contact phone breaking the rules, naming the field', async (party, over) => {
    const res = await w.alice.post(CONSIGNMENTS, consignmentBody(w.booking, NO_QUOTE, over('0312')));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toEqual([
      {
        pointer: `/data/attributes/${party}/contactPhone`,
        detail: phoneMessages.tenDigits,
        code: 'validationError',
      },
    ]);
  });

  it.each(['03 8368 2200', '(03) 8368 2200', ''])('takes %j', async (phone) => {
    const set = await quoteFor(w.alice, w.booking);
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(w.booking, set.quotes[0]?.id ?? '', {
        sender: sender(phone),
        receiver: { name: 'Adelaide Customer', addressId: w.booking.receiverAddressId, contactPhone: phone },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: Consignment }>();
    expect(data.sender.contactPhone).toBe(phone === '' ? null : phone);
    expect(data.receiver.contactPhone).toBe(phone === '' ? null : phone);
  });
});
