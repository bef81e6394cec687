import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import type { Entry, EntryAttributes } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: PUT entries/{id} with the same payload as create. */
export const updateEntry = (id: string, attributes: EntryAttributes): Promise<Entry> =>
  callEndpoint(endpoints.update, {
    params: { id },
    body: { data: { type: 'entries', attributes } },
  }).then((r) => r.data);
