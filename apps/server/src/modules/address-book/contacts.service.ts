import type { z } from 'zod';
import type { Contact, contactAttributesSchema } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { requireHeldRecord } from '../../platform/tenancy/site-membership';
import * as contactsRepo from './contacts.repository';
import * as entriesRepo from './entries.repository';
import { toContact } from './entry-view';

export type ContactInput = z.output<typeof contactAttributesSchema>;

/** The contact's columns; its phone has passed the rules of spec 5.2 with the request (`optionalPhone`). */
function toValues(input: ContactInput): contactsRepo.ContactValues {
  return {
    name: input.name,
    phone: input.phone,
    email: input.email,
    specialInstructions: input.deliveryInstructions.specialInstructions,
    authorityToLeave: input.deliveryInstructions.authorityToLeave,
  };
}

/** The entry, when it is on one of the user's sites; 404 otherwise. */
async function requireOwnEntry(db: DbOrTx, userId: string, entryId: number) {
  return (await requireHeldRecord(db, userId, await entriesRepo.findEntry(db, entryId))).row;
}

/** Adds a contact to an entry the caller has already checked (the user path below, or demo data). */
export async function addContactToEntry(db: DbOrTx, entryId: number, input: ContactInput): Promise<Contact> {
  return toContact(await contactsRepo.insertContact(db, entryId, toValues(input)));
}

export async function addContact(
  db: DbOrTx,
  userId: string,
  entryId: number,
  input: ContactInput,
): Promise<Contact> {
  await requireOwnEntry(db, userId, entryId);
  return addContactToEntry(db, entryId, input);
}

export async function updateContact(
  db: DbOrTx,
  userId: string,
  entryId: number,
  contactId: number,
  input: ContactInput,
): Promise<Contact> {
  const values = toValues(input);
  await requireOwnEntry(db, userId, entryId);
  const row = await contactsRepo.updateContact(db, entryId, contactId, values);
  if (!row) throw AppError.notFound();
  return toContact(row);
}

export async function deleteContact(db: DbOrTx, userId: string, entryId: number, contactId: number) {
  await requireOwnEntry(db, userId, entryId);
  if (!(await contactsRepo.deleteContact(db, entryId, contactId))) throw AppError.notFound();
}
