import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import type { Contact, ContactAttributes } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: PUT entries/{id}/contacts/{contactId}. */
export const updateContact = (
  entryId: string,
  contactId: string,
  attributes: ContactAttributes,
): Promise<Contact> =>
  callEndpoint(endpoints.updateContact, {
    params: { id: entryId, contactId },
    body: { data: { type: 'contacts', attributes } },
  }).then((r) => r.data);
