import { entrySchema, pagedSchema } from '@freight/contracts';
import type { DuplicatesRequest, Entry } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { ENTRIES_PATH } from './keys';

const duplicatesResponseSchema = pagedSchema(entrySchema);
/** A warning lists a few; the first page is enough to show them. */
const DUPLICATES_SHOWN = 5;

/** Spec 7 (H21): POST entries/duplicates, the site's entries with the same name or at the same address. */
export const findDuplicates = (attributes: DuplicatesRequest['data']['attributes']): Promise<Entry[]> =>
  apiRequest(`${ENTRIES_PATH}/duplicates`, duplicatesResponseSchema, {
    method: 'POST',
    query: { limit: DUPLICATES_SHOWN + 1, offset: 0 },
    body: { data: { type: 'entries', attributes } },
  }).then((r) => r.data);
