import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextMessages, quoteMessages, type QuoteSet } from '@freight/contracts';
import { addressBookEntries } from '../../db/schema';
import { createStreetAddress } from '../../testing/street-address';
import { useWorld } from '../../testing/test-world';
import { createQuoteWorld, errorsOf, LOCALITY, quoteBody } from './quote-world.fixture';

const w = useWorld(createQuoteWorld, 'alice', 'olly');

const QUOTE_SETS = '/api/sender/v0/quote-sets';

/** Alice's quote set at Melbourne DC with these fields over the usual body: its status and its quotes' prices. */
async function pricesAtMelbourne(over: Record<string, unknown>) {
  const res = await w.alice.post(QUOTE_SETS, quoteBody(w.world.ids.melbourne, over));
  expect(res.statusCode).toBe(201);
  return res.json<{ data: QuoteSet }>().data.quotes.map((q) => [q.agreedServiceId, q.price.cost?.total]);
}

/** The errors of Alice's quote set at Melbourne DC, which must be refused as invalid. */
async function refusedAtMelbourne(over: Record<string, unknown>) {
  const res = await w.alice.post(QUOTE_SETS, quoteBody(w.world.ids.melbourne, over));
  expect(res.statusCode).toBe(422);
  return errorsOf(res.json());
}

const entry = () => ({ addressBookEntryId: String(w.world.ids.entry) });
const invalid = (pointer: string, detail: string) => [{ pointer, detail, code: 'validationError' }];

let otherOrganisationsAddress: string;
beforeAll(async () => {
  const db = w.t.database.db;
  otherOrganisationsAddress = (
    await createStreetAddress(db, w.world.ids.second, '2 Grenfell St', LOCALITY.adelaide)
  ).id;
});

describe('quote-set locations from the address book', () => {
  it('prices an entry as its address, residential as the entry is', async () => {
    const byAddress = { address: { id: w.world.ids.address }, residential: true };
    expect(await pricesAtMelbourne({ receiver: entry() })).toEqual(
      await pricesAtMelbourne({ receiver: byAddress }),
    );
  });

  it('takes the same entry as sender and receiver', async () => {
    const prices = await pricesAtMelbourne({ sender: entry(), receiver: entry() });
    expect(prices).toHaveLength(2);
  });

  it('prices a locality given beside an entry instead of the entry’s address', async () => {
    const melbourne = { locality: { id: String(LOCALITY.melbourne) } };
    expect(await pricesAtMelbourne({ receiver: { ...entry(), ...melbourne } })).toEqual(
      await pricesAtMelbourne({ receiver: { ...melbourne, residential: true } }),
    );
  });

  it('refuses an entry of another site before the locality given beside it', async () => {
    const receiver = { addressBookEntryId: '999999', locality: { id: '123456789' } };
    expect(await refusedAtMelbourne({ receiver })).toEqual(
      invalid('/data/receiver/addressBookEntryId', quoteMessages.entryNotFound),
    );
  });

  it('refuses an unknown locality or another organisation’s address given beside an entry', async () => {
    expect(await refusedAtMelbourne({ receiver: { ...entry(), locality: { id: '123456789' } } })).toEqual(
      invalid('/data/receiver/locality/id', quoteMessages.localityNotFound),
    );
    const address = { id: otherOrganisationsAddress };
    expect(await refusedAtMelbourne({ receiver: { ...entry(), address } })).toEqual(
      invalid('/data/receiver/address/id', quoteMessages.addressNotFound),
    );
  });

  it('refuses an entry whose address the organisation may not use', async () => {
    const db = w.t.database.db;
    const byId = eq(addressBookEntries.id, w.world.ids.entry);
    await db.update(addressBookEntries).set({ addressId: otherOrganisationsAddress }).where(byId);
    try {
      expect(await refusedAtMelbourne({ sender: entry() })).toEqual(
        invalid('/data/sender/address/id', quoteMessages.addressNotFound),
      );
    } finally {
      await db.update(addressBookEntries).set({ addressId: w.world.ids.address }).where(byId);
    }
  });

  it('refuses a site the user does not hold with the same 403 whatever entries are named there', async () => {
    const body = quoteBody(w.world.ids.melbourne, { sender: entry(), receiver: entry() });
    const res = await w.olly.post(QUOTE_SETS, body);
    expect(res.statusCode).toBe(403);
    expect(errorsOf(res.json())[0]?.detail).toBe(contextMessages.cannotAccess('site'));
  });

  it('answers the sender’s refusal when both entries are refused', async () => {
    const over = { sender: { addressBookEntryId: '999998' }, receiver: { addressBookEntryId: '999999' } };
    expect(await refusedAtMelbourne(over)).toEqual(
      invalid('/data/sender/addressBookEntryId', quoteMessages.entryNotFound),
    );
  });
});
