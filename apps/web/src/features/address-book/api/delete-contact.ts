import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: DELETE entries/{id}/contacts/{contactId}. */
export const deleteContact = (entryId: string, contactId: string): Promise<void> =>
  callEndpoint(endpoints.deleteContact, { params: { id: entryId, contactId } }).then(() => undefined);
