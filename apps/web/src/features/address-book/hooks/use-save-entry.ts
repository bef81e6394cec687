import type { Address, Entry } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addContact } from '../api/add-contact';
import { createAddressFromEstimate } from '../api/create-address';
import { createEntry } from '../api/create-entry';
import { deleteContact } from '../api/delete-contact';
import { addressBookKeys } from '../api/keys';
import { updateContact } from '../api/update-contact';
import { updateEntry } from '../api/update-entry';
import { contactChanged, contactFromForm } from '../lib/contact-form';
import type { ContactForm } from '../lib/contact-form';
import { entryAttributesFromForm, heldAddressId } from '../lib/entry-form';
import type { EntryForm } from '../lib/entry-form';

/** Which step failed, so the form can put the server's message on the right field. */
export class SaveStepError extends Error {
  constructor(
    readonly step: 'address' | 'entry' | 'contact',
    override readonly cause: unknown,
    /** The index of the contact in the form, for a contact step. */
    readonly contactIndex?: number,
  ) {
    super(cause instanceof Error ? cause.message : 'Save failed');
  }
}

export async function step<T>(
  name: SaveStepError['step'],
  run: () => Promise<T>,
  contactIndex?: number,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SaveStepError(name, error, contactIndex);
  }
}

/** Brings the entry's contacts in line with the form: new ones added, changed ones updated, removed ones deleted. */
async function syncContacts(
  entryId: string,
  saved: Entry['contactSuggestions'],
  contacts: readonly ContactForm[],
) {
  const kept = new Set(contacts.map((c) => c.id).filter(Boolean));
  for (const contact of saved) {
    if (!kept.has(contact.id)) await step('contact', () => deleteContact(entryId, contact.id));
  }
  for (const [index, form] of contacts.entries()) {
    const existing = form.id ? saved.find((c) => c.id === form.id) : undefined;
    if (!existing) await step('contact', () => addContact(entryId, contactFromForm(form)), index);
    else if (contactChanged(existing, form))
      await step('contact', () => updateContact(entryId, existing.id, contactFromForm(form)), index);
  }
}

export interface SaveEntryInput {
  siteId: string;
  /** The entry being edited, as loaded; absent when creating. */
  entry?: Entry;
  form: EntryForm;
  /** The address the entry is at, when the form has already made or checked it. */
  addressId?: string;
}

/**
 * The address the form names: the one it holds while the street, second line and locality still match, else a
 * new one made from the typed lines on the picked locality (POST v0/addresses, type addressEstimate).
 */
export async function addressForForm(
  entry: Entry | undefined,
  form: EntryForm,
): Promise<{ id: string; made?: Address }> {
  const held = heldAddressId(entry, form);
  if (held) return { id: held };
  const made = await step('address', () =>
    createAddressFromEstimate({
      line1: form.line1.trim(),
      line2: form.addressLine2.trim() || null,
      localitySuggestionId: form.locality?.id ?? '',
    }),
  );
  return { id: made.id, made };
}

/**
 * Saves an entry as the spec's calls allow: the address (see addressForForm), the entry (POST or PUT entries),
 * then its contacts one call each.
 */
export async function saveEntry({ siteId, entry, form, addressId }: SaveEntryInput): Promise<Entry> {
  const id = addressId ?? (await addressForForm(entry, form)).id;
  const attributes = entryAttributesFromForm(form, siteId, id);
  const saved = await step('entry', () =>
    entry ? updateEntry(entry.id, attributes) : createEntry(attributes),
  );
  await syncContacts(saved.id, entry?.contactSuggestions ?? [], form.contacts);
  return saved;
}

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    // refreshed even after a failed contact step, since the entry itself may have been saved
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
