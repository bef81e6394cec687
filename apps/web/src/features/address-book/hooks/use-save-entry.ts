import type { Address, Entry } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addContact } from '../api/add-contact';
import { createAddressFromEstimate } from '../api/create-address';
import { createEntry } from '../api/create-entry';
import { deleteContact } from '../api/delete-contact';
import { addressBookKeys, entryDependents } from '../api/keys';
import { updateContact } from '../api/update-contact';
import { updateEntry } from '../api/update-entry';
import { contactChanged, contactFromForm } from '../lib/contact-form';
import type { ContactForm } from '../lib/contact-form';
import { entryAttributesFromForm, heldAddressId } from '../lib/entry-form';
import type { EntryForm } from '../lib/entry-form';

/** Which step failed, so the form can put the server's message on the right field. */
export class SaveStepError extends Error {
  /**
   * A contact step failed once the entry itself was saved: the entry as it now stands (its contacts as far as
   * they were brought in line), and the id each of the form's contacts now has, so a second save goes on from
   * there rather than making the entry or its contacts again.
   */
  saved?: { entry: Entry; contactIds: readonly (string | undefined)[] };

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

/**
 * Brings the entry's contacts in line with the form: new ones added, changed ones updated, removed ones deleted.
 * A failed call says how far it got (`SaveStepError.saved`).
 */
async function syncContacts(
  saved: Entry,
  before: Entry['contactSuggestions'],
  contacts: readonly ContactForm[],
) {
  let now = [...before];
  const ids = contacts.map((form) => form.id);
  const kept = new Set(ids.filter(Boolean));
  try {
    for (const contact of before) {
      if (kept.has(contact.id)) continue;
      await step('contact', () => deleteContact(saved.id, contact.id));
      now = now.filter((c) => c.id !== contact.id);
    }
    for (const [index, form] of contacts.entries()) {
      const existing = form.id ? before.find((c) => c.id === form.id) : undefined;
      if (!existing) {
        const added = await step('contact', () => addContact(saved.id, contactFromForm(form)), index);
        now.push(added);
        ids[index] = added.id;
      } else if (contactChanged(existing, form)) {
        const updated = await step(
          'contact',
          () => updateContact(saved.id, existing.id, contactFromForm(form)),
          index,
        );
        now = now.map((c) => (c.id === updated.id ? updated : c));
      }
    }
  } catch (error) {
    if (error instanceof SaveStepError)
      error.saved = { entry: { ...saved, contactSuggestions: now }, contactIds: ids };
    throw error;
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
  await syncContacts(saved, entry?.contactSuggestions ?? [], form.contacts);
  return saved;
}

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    // refreshed even after a failed contact step, since the entry itself may have been saved
    onSettled: () =>
      Promise.all(
        [addressBookKeys.all, ...entryDependents].map((key) =>
          queryClient.invalidateQueries({ queryKey: key }),
        ),
      ),
  });
}
