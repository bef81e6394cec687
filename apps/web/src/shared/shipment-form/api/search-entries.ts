import { addressBookEntryEndpoints } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';
import { shipmentFormKeys } from './keys';

/** Who to call at an entry: its first contact. */
export interface EntryContact {
  name: string;
  phone: string | null;
  email: string | null;
}

export interface EntryChoice {
  id: string;
  name: string;
  address: string;
  addressId: string;
  timeZone: string;
  contact: EntryContact | null;
  requiresDeliveryTimeSlot: boolean;
}

const CHOICES = 20;

/** The site's address book entries a sender or receiver can be, found by name, address or code. */
export const searchEntries = (siteId: string, search: string, signal?: AbortSignal): Promise<EntryChoice[]> =>
  callEndpoint(addressBookEntryEndpoints.list, {
    query: { 'filter[siteId]': siteId, search: search.trim(), limit: String(CHOICES), sort: 'name' },
    signal,
  }).then((r) =>
    r.data.map((entry) => {
      const { address } = entry.location;
      const [contact] = entry.contactSuggestions;
      return {
        id: entry.id,
        name: entry.name,
        address: `${address.line1}, ${address.locality} ${address.subdivision} ${address.postcode}`,
        addressId: address.id,
        timeZone: address.timeZone,
        contact: contact ? { name: contact.name, phone: contact.phone, email: contact.email } : null,
        requiresDeliveryTimeSlot: entry.requiresDeliveryTimeSlot,
      };
    }),
  );

export const entryChoicesQueryOptions = (siteId: string, search: string) =>
  queryOptions({
    queryKey: shipmentFormKeys.entries(siteId, search),
    queryFn: ({ signal }) => searchEntries(siteId, search, signal),
  });

export const useEntryChoices = (siteId: string, search: string) =>
  useQuery(entryChoicesQueryOptions(siteId, search.trim()));
