import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Address, Entry, Locality } from '@freight/contracts';
import { addressBookEntries } from '../../db/schema';
import { useReferenceDataWorld } from '../../testing/reference-data-fixtures';
import { addressFor, createEntry, localityFor } from './address-book.test-helpers';
import { findSiteEntriesWithAddresses } from './entries.service';

const w = useReferenceDataWorld('alice', 'olly');

let richmond: Locality;
let smithSt: Address;
let kingSt: Address;
let ollyAddress: Address;
let acme: Entry;
let bolt: Entry;
let adelaideEntry: Entry;

const entryAt = (client: typeof w.alice, siteId: number, name: string, address: Address) =>
  createEntry(client, { siteId: String(siteId), name, location: { address: { id: address.id } } });

beforeAll(async () => {
  richmond = await localityFor(w.alice, 'richmond vic 3121');
  smithSt = await addressFor(w.alice, '12 Smith St', 'richmond vic 3121');
  kingSt = await addressFor(w.alice, '3 King St', 'richmond vic 3121');
  ollyAddress = await addressFor(w.olly, '1 King William St', 'adelaide sa 5000');
  acme = await entryAt(w.alice, w.ids.melbourne, 'Acme', smithSt);
  bolt = await entryAt(w.alice, w.ids.melbourne, 'Bolt', kingSt);
  adelaideEntry = await entryAt(w.olly, w.ids.adelaide, 'Adelaide', ollyAddress);
});

describe('findSiteEntriesWithAddresses', () => {
  it('reads the site’s entries with their addresses and their localities’ state and zone', async () => {
    const found = await findSiteEntriesWithAddresses(w.t.database.db, w.ids.melbourne, [
      Number(acme.id),
      Number(bolt.id),
    ]);
    expect(found.get(Number(acme.id))).toEqual({
      id: Number(acme.id),
      name: 'Acme',
      addressId: smithSt.id,
      residential: false,
      address: { address: smithSt, locality: { state: 'VIC', chargeZone: richmond.chargeZone } },
    });
    expect(found.get(Number(bolt.id))?.address?.address).toEqual(kingSt);
  });

  it('leaves out an entry of another site and an unknown id', async () => {
    const found = await findSiteEntriesWithAddresses(w.t.database.db, w.ids.melbourne, [
      Number(adelaideEntry.id),
      999_999,
      Number(acme.id),
    ]);
    expect([...found.keys()]).toEqual([Number(acme.id)]);
  });

  it('reads an entry whose address the organisation may not use without its address', async () => {
    const db = w.t.database.db;
    const id = Number(bolt.id);
    await db
      .update(addressBookEntries)
      .set({ addressId: ollyAddress.id })
      .where(eq(addressBookEntries.id, id));
    const found = await findSiteEntriesWithAddresses(db, w.ids.melbourne, [id]);
    await db.update(addressBookEntries).set({ addressId: kingSt.id }).where(eq(addressBookEntries.id, id));
    expect(found.get(id)).toMatchObject({ addressId: ollyAddress.id, address: null });
  });

  it('reads nothing for no ids', async () => {
    expect((await findSiteEntriesWithAddresses(w.t.database.db, w.ids.melbourne, [])).size).toBe(0);
  });
});
