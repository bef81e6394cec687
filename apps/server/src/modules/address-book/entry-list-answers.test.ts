import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entry, EntryListResponse } from '@freight/contracts';
import { addressBookContacts, addressBookEntries } from '../../db/schema';
import { LISTS_CHANGED_CHANNEL } from '../../platform/cache/kept-lists';
import { useReferenceDataWorld } from '../../testing/reference-data-fixtures';
import { heardOfSite, readTwiceKept, useSecondProcess } from '../../testing/second-process';
import type { TestClient } from '../../testing/http-client';
import { addressFor, createEntry, entryBody } from './address-book.test-helpers';

// Two app instances on one database stand for two server processes: `b` answers the address book list and keeps
// it; the database, or the user through `a`, changes what `b` must then show.
const ENTRIES = '/api/address-book/v0/entries';
const w = useReferenceDataWorld('alice', 'olly');
const b = useSecondProcess(() => w.t);
let alice: TestClient;
let acme: Entry;

beforeAll(async () => {
  alice = b.as(w.alice);
  const address = await addressFor(w.alice, '12 Smith St', 'richmond vic 3121');
  acme = await createEntry(w.alice, {
    siteId: w.ids.melbourne,
    name: 'Acme Hardware',
    location: { address: { id: address.id } },
  });
});
const heardByB = (site: number | '*') => heardOfSite(b, LISTS_CHANGED_CHANNEL, site);

async function entries(siteId = w.ids.melbourne): Promise<Entry[]> {
  const res = await alice.get(`${ENTRIES}?filter[siteId]=${siteId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EntryListResponse>().data;
}

describe('the address book list answered again', () => {
  it('comes without a statement while nothing of its site changed, and is never another user’s', async () => {
    const first = await readTwiceKept(b, entries);
    expect(first.map((entry) => entry.name)).toEqual(['Acme Hardware']);
    const olly = b.as(w.olly);
    expect((await olly.get(`${ENTRIES}?filter[siteId]=${w.ids.melbourne}`)).statusCode).toBe(403);
  });

  it('shows a contact added straight in the database once it is heard', async () => {
    expect((await entries())[0]?.contactSuggestions).toEqual([]);
    const heard = await heardByB(w.ids.melbourne);
    await w.t.database.db
      .insert(addressBookContacts)
      .values({ entryId: Number(acme.id), name: 'Dispatch desk' });
    await heard();
    expect((await entries())[0]?.contactSuggestions.map((contact) => contact.name)).toEqual([
      'Dispatch desk',
    ]);
    const removed = await heardByB(w.ids.melbourne);
    await w.t.database.db.delete(addressBookContacts).where(eq(addressBookContacts.entryId, Number(acme.id)));
    await removed();
    expect((await entries())[0]?.contactSuggestions).toEqual([]);
  });

  it('shows an entry the user renames through another process once the change is heard', async () => {
    await entries();
    const heard = await heardByB(w.ids.melbourne);
    const renamed = await w.alice.request('PUT', `${ENTRIES}/${acme.id}`, {
      body: entryBody({ siteId: w.ids.melbourne, name: 'Acme Hardware Pty Ltd', location: acme.location }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await heard();
    expect((await entries()).map((entry) => entry.name)).toEqual(['Acme Hardware Pty Ltd']);
  });

  it('keeps another site’s list while one site’s entries change', async () => {
    await entries(w.ids.sydney);
    const heard = await heardByB(w.ids.melbourne);
    await w.t.database.db
      .update(addressBookEntries)
      .set({ name: 'Acme Hardware' })
      .where(eq(addressBookEntries.id, Number(acme.id)));
    await heard();
    expect(await b.statements(() => entries(w.ids.sydney))).toBe(0);
  });
});
