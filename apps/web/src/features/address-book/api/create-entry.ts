import { entryResponseSchema } from '@freight/contracts';
import type { Entry, EntryAttributes } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { ENTRIES_PATH } from './keys';

/** Spec 7: POST entries; saving an entry is composed with its address and contacts (use-save-entry). */
export const createEntry = (attributes: EntryAttributes): Promise<Entry> =>
  apiRequest(ENTRIES_PATH, entryResponseSchema, {
    method: 'POST',
    body: { data: { type: 'entries', attributes } },
  }).then((r) => r.data);
