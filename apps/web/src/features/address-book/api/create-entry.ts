import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import type { Entry, EntryAttributes } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: POST entries; saving an entry is composed with its address and contacts (use-save-entry). */
export const createEntry = (attributes: EntryAttributes): Promise<Entry> =>
  callEndpoint(endpoints.create, {
    body: { data: { type: 'entries', attributes } },
  }).then((r) => r.data);
