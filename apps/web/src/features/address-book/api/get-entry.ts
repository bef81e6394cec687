import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import type { Entry } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { editedRecordQuery } from '../../../shared/lib/query-factories';
import { addressBookKeys } from './keys';

/** Spec 7: GET entries/{entryId}. */
export const getEntry = (id: string, signal?: AbortSignal): Promise<Entry> =>
  callEndpoint(endpoints.get, { params: { id }, signal }).then((r) => r.data);

/** Read fresh each time the form opens: an edit starts from the record as it is now. */
export const useEntry = editedRecordQuery(addressBookKeys.entry, getEntry).useRecord;
