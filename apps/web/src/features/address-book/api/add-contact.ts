import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import type { Contact, ContactAttributes } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: POST entries/{id}/contacts. */
export const addContact = (entryId: string, attributes: ContactAttributes): Promise<Contact> =>
  callEndpoint(endpoints.addContact, {
    params: { id: entryId },
    body: { data: { type: 'contacts', attributes } },
  }).then((r) => r.data);
