/**
 * Test world for consignments: the quote world (two organisations, Test Road Co and Test Express Co with
 * hand-priced lanes) plus street addresses to send from and to, and helpers that ask for quotes and book.
 */
import { eq } from 'drizzle-orm';
import type { Consignment, QuoteSet } from '@freight/contracts';
import { carriers } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import type { TestContext } from '../../testing/test-app';
import { openWorldWith, useOpened, type WorldOptions } from '../../testing/test-world';
import { createStreetAddress } from '../../testing/street-address';
import { createQuoteWorld, DISPATCH, LOCALITY } from '../quotes/quote-world.fixture';

export {
  DISPATCH,
  errorsOf,
  expectFirstError,
  invalidPointers,
  LOCALITY,
} from '../quotes/quote-world.fixture';

export const CONSIGNMENTS = '/api/sender/v0/consignments';

export async function createConsignmentWorld(t: TestContext) {
  const world = await createQuoteWorld(t);
  const db = t.database.db;
  const address = async (organisationId: number, line1: string, localityId: number) =>
    (await createStreetAddress(db, organisationId, line1, localityId)).id;
  const addresses = {
    melbourne: await address(world.ids.demo, '10 Collins St', LOCALITY.melbourne),
    adelaide: world.ids.address,
    perth: await address(world.ids.demo, '5 Hay St', LOCALITY.perth),
    secondMelbourne: await address(world.ids.second, '20 Flinders St', LOCALITY.melbourne),
    secondAdelaide: await address(world.ids.second, '3 Grenfell St', LOCALITY.adelaide),
  };
  await db
    .update(carriers)
    .set({ trackingUrlTemplate: 'https://track.road.example/{consignmentNumber}' })
    .where(eq(carriers.name, 'Test Road Co'));
  await db.update(carriers).set({ consignmentPrefix: 'TEX' }).where(eq(carriers.name, 'Test Express Co'));
  // the booking most tests make: Melbourne DC sends from its own address to the Adelaide receiver
  const melbourneToAdelaide: Booking = {
    siteId: world.ids.melbourne,
    senderAddressId: addresses.melbourne,
    receiverAddressId: addresses.adelaide,
  };
  // another organisation's booking: olly's Adelaide Hub sends between Second Org's own addresses
  const secondOrgBooking: Booking = {
    siteId: world.ids.adelaide,
    senderAddressId: addresses.secondMelbourne,
    receiverAddressId: addresses.secondAdelaide,
  };
  return { ...world, addresses, melbourneToAdelaide, secondOrgBooking };
}

export type ConsignmentWorld = Awaited<ReturnType<typeof createConsignmentWorld>>;

type User = 'alice' | 'dan' | 'olly';

/** A fresh app and consignment world with the named users signed in, and the booking most tests make. */
export async function openConsignmentWorld<const U extends User>(...users: U[]) {
  return openConsignmentWorldWith({}, ...users);
}

/** openConsignmentWorld with the app's settings or the clock's moment given. */
export async function openConsignmentWorldWith<const U extends User>(options: WorldOptions, ...users: U[]) {
  const opened = await openWorldWith(options, createConsignmentWorld, ...users);
  return { ...opened, booking: opened.world.melbourneToAdelaide };
}

/** openConsignmentWorld for the whole suite: opened before its first test, closed after its last. */
export function useConsignmentWorld<const U extends User>(...users: U[]) {
  return useOpened(() => openConsignmentWorld(...users));
}

/** openConsignmentWorldWith for the whole suite (see useConsignmentWorld). */
export function useConsignmentWorldWith<const U extends User>(options: WorldOptions, ...users: U[]) {
  return useOpened(() => openConsignmentWorldWith(options, ...users));
}

/** One 10 kg carton of 40 x 30 x 20 cm (cubic weight 6 kg, so dead weight is charged). */
export const carton = {
  packagingType: 'Carton',
  description: 'Cartons of books',
  quantity: 1,
  length: 400,
  width: 300,
  height: 200,
  weight: 10_000,
} as const;

export interface Booking {
  siteId: number;
  senderAddressId: string;
  receiverAddressId: string;
  lineItems?: unknown[];
  dispatchDate?: string;
  receiver?: Record<string, unknown>;
}

/** Asks for quotes for a shipment, as the create screen does, and answers the quote set. */
export async function quoteFor(client: TestClient, booking: Booking, extra: Record<string, unknown> = {}) {
  const res = await client.post('/api/sender/v0/quote-sets', {
    data: {
      siteId: String(booking.siteId),
      dispatchDate: booking.dispatchDate ?? DISPATCH,
      sender: { address: { id: booking.senderAddressId } },
      receiver: { address: { id: booking.receiverAddressId } },
      lineItems: booking.lineItems ?? [carton],
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`quote set ${res.statusCode} ${res.body}`);
  return res.json<{ data: QuoteSet }>().data;
}

/** The consignment body of a booking with the quote chosen, with overrides of its attributes. */
/** The 24-hour contact a consignment with declarable dangerous goods names. */
export const EMERGENCY_CONTACT = { name: 'Chemwatch 24h', phone: '1800 555 123' };

/** A declarable dangerous goods entry with all a DG summary prints: two 20 L drums of paint. */
export const PAINT_DRUMS = {
  unNumber: 'UN1263',
  properShippingName: 'PAINT',
  classOrDivision: '3',
  packingGroup: 'II',
  receptacle: 'Steel drum',
  receptacleCount: 2,
  receptacleAggregateQuantity: { amount: 20, unit: 'L' },
};

const hasDangerousGoods = (lines: unknown[]) =>
  lines.some((line) => {
    const entries = (line as { dangerousGoods?: unknown[] }).dangerousGoods;
    return Array.isArray(entries) && entries.length > 0;
  });

export function consignmentBody(booking: Booking, quoteId: string, over: Record<string, unknown> = {}) {
  const lineItems = booking.lineItems ?? [carton];
  return {
    data: {
      type: 'consignments',
      attributes: {
        siteId: String(booking.siteId),
        type: 'outbound',
        quoteId,
        dispatchDate: booking.dispatchDate ?? DISPATCH,
        references: ['PO-1001'],
        sender: { name: 'Melbourne DC', addressId: booking.senderAddressId, contactPhone: '03 9000 0000' },
        receiver: {
          name: 'Adelaide Customer',
          addressId: booking.receiverAddressId,
          specialInstructions: 'Leave at the loading dock',
          ...booking.receiver,
        },
        lineItems,
        ...(hasDangerousGoods(lineItems)
          ? { dangerousGoodsDeclaration: { emergencyContact: EMERGENCY_CONTACT } }
          : {}),
        ...over,
      },
    },
  };
}

/** Quotes and books with the named carrier's quote (the recommended one by default). */
export async function book(
  client: TestClient,
  booking: Booking,
  options: { carrier?: string; over?: Record<string, unknown> } = {},
) {
  const set = await quoteFor(client, booking);
  const quote = options.carrier
    ? set.quotes.find((q) => q.agreedService.carrierName === options.carrier)
    : set.quotes.find((q) => q.recommended);
  if (!quote) throw new Error('no quote');
  const res = await client.post(CONSIGNMENTS, consignmentBody(booking, quote.id, options.over));
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return { consignment: res.json<{ data: Consignment }>().data, etag: String(res.headers.etag), quote };
}

/**
 * The client's bookings, each kept under its name in `made` and made a minute after the one before, so that
 * lists in the order of change show them in the order made.
 */
export function bookInTurn(
  t: Pick<TestContext, 'clock'>,
  client: TestClient,
  made: Record<string, Consignment>,
) {
  return async (name: string, booking: Booking, options: Parameters<typeof book>[2] = {}) => {
    t.clock.advance(60_000);
    made[name] = (await book(client, booking, options)).consignment;
  };
}
