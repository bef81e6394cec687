import { contactResponseSchema } from '@freight/contracts';
import type { Contact, ContactAttributes } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { ENTRIES_PATH } from './keys';

/** Spec 7: PUT entries/{id}/contacts/{contactId}. */
export const updateContact = (
  entryId: string,
  contactId: string,
  attributes: ContactAttributes,
): Promise<Contact> =>
  apiRequest(
    `${ENTRIES_PATH}/${encodeURIComponent(entryId)}/contacts/${encodeURIComponent(contactId)}`,
    contactResponseSchema,
    { method: 'PUT', body: { data: { type: 'contacts', attributes } } },
  ).then((r) => r.data);
