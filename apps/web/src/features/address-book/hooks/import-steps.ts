import { addressBookMessages, LOCALITY_SUGGESTION_MAX } from '@freight/contracts';
import type { Locality } from '@freight/contracts';
import { sentenceCase } from '@freight/rules';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { addContact } from '../api/add-contact';
import { createAddressFromEstimate } from '../api/create-address';
import { createEntry } from '../api/create-entry';
import { deleteEntry } from '../api/delete-entry';
import { listEntries } from '../api/list-entries';
import { searchLocalities } from '../api/search-localities';
import { contactFromForm } from '../lib/contact-form';
import type { ImportDraft } from '../lib/import-rows';

type Place = ImportDraft['locality'];
const placeKey = ({ suburb, state, postcode }: Place) => `${suburb}|${state}|${postcode}`.toLowerCase();

/** Finds each row's locality once per distinct suburb, state and postcode. */
export function localityFinder() {
  const cache = new Map<string, Promise<Locality | undefined>>();
  return (place: Place): Promise<Locality | undefined> => {
    const key = placeKey(place);
    let found = cache.get(key);
    if (!found) {
      found = searchLocalities(
        `${place.suburb} ${place.state} ${place.postcode}`,
        LOCALITY_SUGGESTION_MAX,
      ).then((list) =>
        list.find(
          (l) =>
            l.suburb.toLowerCase() === place.suburb.toLowerCase() &&
            l.state === place.state &&
            l.postcode === place.postcode,
        ),
      );
      cache.set(key, found);
    }
    return found;
  };
}

/** Whether the site already has an entry with this quick access code. */
export async function codeTaken(siteId: string, code: string): Promise<boolean> {
  const page = await listEntries({
    siteId,
    search: '',
    sort: 'name',
    page: 0,
    quickAccessCode: code,
    pageSize: 1,
  });
  return page.items.some((entry) => entry.quickAccessCode?.toLowerCase() === code.toLowerCase());
}

/**
 * Makes one entry from a checked row: its address, the entry, then its contact. A contact the API refuses takes
 * the entry back out, so a failed row leaves nothing behind.
 */
export async function importDraft(siteId: string, draft: ImportDraft, locality: Locality): Promise<void> {
  const address = await createAddressFromEstimate({
    line1: draft.line1,
    line2: null,
    localitySuggestionId: locality.id,
  });
  const entry = await createEntry({
    siteId,
    name: draft.name,
    quickAccessCode: draft.quickAccessCode,
    location: { address: { id: address.id }, line2: draft.line2, residential: draft.residential },
    preventConsolidation: draft.preventConsolidation,
    requiresDeliveryTimeSlot: draft.requiresDeliveryTimeSlot,
    pallets: {
      allowedPalletTypes: draft.allowedPalletTypes,
      preferredTransferType: draft.preferredTransferType,
    },
    operatingHours: draft.operatingHours,
  });
  if (!draft.contact) return;
  try {
    await addContact(entry.id, contactFromForm(draft.contact));
  } catch (error) {
    await deleteEntry(entry.id).catch(() => undefined);
    throw error;
  }
}

/** The messages of a row the API refused. */
export function failureMessages(error: unknown): string[] {
  if (isApiError(error, 'conflict')) return [`quickAccessCode: ${addressBookMessages.codeExists}`];
  if (isApiError(error, 'validation') && error.errors.length > 0)
    return error.errors.map((e) => {
      const field = e.source?.pointer.split('/').at(-1);
      const message = sentenceCase(e.detail ?? e.title);
      return field ? `${field}: ${message}` : message;
    });
  return [displayMessageFor(error)];
}
