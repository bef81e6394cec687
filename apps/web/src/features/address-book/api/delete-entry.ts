import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { addressBookKeys, entryDependents } from './keys';

/** Spec 7: DELETE entries/{id}. */
export const deleteEntry = (id: string): Promise<void> =>
  callEndpoint(endpoints.delete, { params: { id } }).then(() => undefined);

export const useDeleteEntry = () =>
  useRefreshingMutation(deleteEntry, addressBookKeys.all, ...entryDependents);
