import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import type { DuplicatesRequest, Entry } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
/** A warning lists a few; the first page is enough to show them. */
const DUPLICATES_SHOWN = 5;

/** Spec 7 (H21): POST entries/duplicates, the site's entries with the same name or at the same address. */
export const findDuplicates = (attributes: DuplicatesRequest['data']['attributes']): Promise<Entry[]> =>
  callEndpoint(endpoints.findDuplicates, {
    query: { limit: String(DUPLICATES_SHOWN + 1), offset: '0' },
    body: { data: { type: 'entries', attributes } },
  }).then((r) => r.data);
