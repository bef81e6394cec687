import { ADDRESS_BOOK_PAGE_SIZE, addressBookEntryEndpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { highlightMarkers, siteListQuery } from '../../../shared/ui/list/site-list-query';
import { addressBookKeys } from './keys';

export interface EntryListParams {
  siteId: string;
  search: string;
  /** A sort alias, '-' first for descending. */
  sort: string;
  /** Zero-based page number. */
  page: number;
  /** An exact quick access code, for the import's duplicate check. */
  quickAccessCode?: string;
  pageSize?: number;
}

/** Spec 7: GET /entries with limit, offset, sort, filters, search and the highlight markers (page size 30). */
export const useEntries = siteListQuery(addressBookKeys.lists, (params: EntryListParams, signal) => {
  const limit = params.pageSize ?? ADDRESS_BOOK_PAGE_SIZE;
  return callEndpoint(addressBookEntryEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      'filter[quickAccessCode]': params.quickAccessCode,
      search: params.search.trim(),
      sort: params.sort,
      limit: String(limit),
      offset: String(params.page * limit),
      ...highlightMarkers,
    },
    signal,
  });
});
