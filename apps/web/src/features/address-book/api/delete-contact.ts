import { apiSend } from '../../../shared/lib/api-client';
import { ENTRIES_PATH } from './keys';

/** Spec 7: DELETE entries/{id}/contacts/{contactId}. */
export const deleteContact = (entryId: string, contactId: string): Promise<void> =>
  apiSend(`${ENTRIES_PATH}/${encodeURIComponent(entryId)}/contacts/${encodeURIComponent(contactId)}`, {
    method: 'DELETE',
  });
