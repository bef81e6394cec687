import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addressBookContacts as contacts } from '../../db/schema';
import { insertOne } from '../../platform/db/insert-one';
import { updateRow } from '../../platform/db/update-row';
import { deleteWhere } from '../../platform/db/delete-where';
import type { DbOrTx } from '../../platform/db/transaction';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Pick<
  typeof contacts.$inferInsert,
  'name' | 'phone' | 'email' | 'specialInstructions' | 'authorityToLeave'
>;

/** The contacts of the entries, oldest first. */
export async function listContacts(db: DbOrTx, entryIds: readonly number[]): Promise<ContactRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(contacts)
    .where(inArray(contacts.entryId, [...entryIds]))
    .orderBy(asc(contacts.entryId), asc(contacts.id));
}

export async function insertContact(db: DbOrTx, entryId: number, values: ContactValues): Promise<ContactRow> {
  return insertOne(db, contacts, { entryId, ...values }, 'contact');
}

/** Many contacts in one statement. */
export async function insertContacts(
  db: DbOrTx,
  rows: readonly (ContactValues & { entryId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(contacts).values([...rows]);
}

/** Updates a contact of the entry; null when the entry has no such contact. */
export async function updateContact(
  db: DbOrTx,
  entryId: number,
  contactId: number,
  values: ContactValues,
): Promise<ContactRow | null> {
  return updateRow(
    db,
    contacts,
    { ...values, updatedAt: sql`now()` },
    and(eq(contacts.id, contactId), eq(contacts.entryId, entryId)),
  );
}

export async function deleteContact(db: DbOrTx, entryId: number, contactId: number): Promise<boolean> {
  return deleteWhere(
    db,
    contacts,
    and(eq(contacts.id, contactId), eq(contacts.entryId, entryId)),
    contacts.id,
  );
}
