import type { Entry } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { findAddressesByIds } from '../addresses';
import * as contactsRepo from './contacts.repository';
import type { EntryRow } from './entries.repository';
import { toEntry } from './entry-view';

/** Entries with their addresses and contacts, in the order given. */
export async function hydrate(db: DbOrTx, rows: readonly EntryRow[]): Promise<Entry[]> {
  const [addresses, contacts] = await Promise.all([
    findAddressesByIds(
      db,
      rows.map((row) => row.addressId),
    ),
    contactsRepo.listContacts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const address = addresses.get(row.addressId);
    if (!address) throw new Error(`entry ${row.id} has no address ${row.addressId}`);
    return toEntry(
      row,
      address,
      contacts.filter((contact) => contact.entryId === row.id),
    );
  });
}

export async function hydrateOne(db: DbOrTx, row: EntryRow): Promise<Entry> {
  const [entry] = await hydrate(db, [row]);
  if (!entry) throw new Error('entry vanished');
  return entry;
}
