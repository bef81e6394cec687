import { contactResponseSchema } from '@freight/contracts';
import type { Contact, ContactAttributes } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { ENTRIES_PATH } from './keys';

/** Spec 7: POST entries/{id}/contacts. */
export const addContact = (entryId: string, attributes: ContactAttributes): Promise<Contact> =>
  apiRequest(`${ENTRIES_PATH}/${encodeURIComponent(entryId)}/contacts`, contactResponseSchema, {
    method: 'POST',
    body: { data: { type: 'contacts', attributes } },
  }).then((r) => r.data);
