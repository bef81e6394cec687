import {
  ALL_AGREED_SERVICES,
  CARRIER_PREFERENCE_PAGE_SIZE,
  carrierPreferenceEndpoints,
} from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pageWindow, siteListQuery } from '../../../shared/ui/list/site-list-query';
import { policyKeys } from './keys';

export interface PolicyListParams {
  siteId: string;
  /** An agreed service id, or 'all'. */
  agreedServiceId: string;
  addressBookEntryId: string;
  addressBookEntryName: string;
  sort: string;
  /** Zero-based. */
  page: number;
}

/**
 * Spec 7: GET /sender-policies/receiver-carrier-selection with the filters siteId, agreedServiceId (left out for
 * 'all'), addressBookEntryId and addressBookEntryName, paged and sorted.
 */
export const usePolicies = siteListQuery(policyKeys.lists, (params: PolicyListParams, signal) =>
  callEndpoint(carrierPreferenceEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      'filter[agreedServiceId]':
        params.agreedServiceId === ALL_AGREED_SERVICES ? undefined : params.agreedServiceId,
      'filter[addressBookEntryId]': params.addressBookEntryId.trim(),
      'filter[addressBookEntryName]': params.addressBookEntryName.trim(),
      sort: params.sort,
      ...pageWindow(params.page, CARRIER_PREFERENCE_PAGE_SIZE),
    },
    signal,
  }),
);
