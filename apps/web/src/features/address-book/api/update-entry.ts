import { entryResponseSchema } from '@freight/contracts';
import type { Entry, EntryAttributes } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { ENTRIES_PATH } from './keys';

/** Spec 7: PUT entries/{id} with the same payload as create. */
export const updateEntry = (id: string, attributes: EntryAttributes): Promise<Entry> =>
  apiRequest(`${ENTRIES_PATH}/${encodeURIComponent(id)}`, entryResponseSchema, {
    method: 'PUT',
    body: { data: { type: 'entries', attributes } },
  }).then((r) => r.data);
