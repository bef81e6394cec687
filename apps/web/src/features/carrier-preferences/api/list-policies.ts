import {
  ALL_AGREED_SERVICES,
  CARRIER_PREFERENCE_PAGE_SIZE,
  carrierPreferenceEndpoints,
} from '@freight/contracts';
import type { CarrierPreference } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import type { PagedResult } from '@freight/rules';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pagedListQuery } from '../../../shared/lib/query-factories';
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
export function listPolicies(
  params: PolicyListParams,
  signal?: AbortSignal,
): Promise<PagedResult<CarrierPreference>> {
  return callEndpoint(carrierPreferenceEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      'filter[agreedServiceId]':
        params.agreedServiceId === ALL_AGREED_SERVICES ? undefined : params.agreedServiceId,
      'filter[addressBookEntryId]': params.addressBookEntryId.trim(),
      'filter[addressBookEntryName]': params.addressBookEntryName.trim(),
      sort: params.sort,
      'page[limit]': String(CARRIER_PREFERENCE_PAGE_SIZE),
      'page[offset]': String(params.page * CARRIER_PREFERENCE_PAGE_SIZE),
    },
    signal,
  }).then(toPagedResult);
}

export const usePolicies = pagedListQuery(
  (params: PolicyListParams) => policyKeys.lists(params.siteId),
  listPolicies,
).usePage;
