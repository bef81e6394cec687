import {
  ADDRESS_BOOK_PAGE_SIZE,
  addressBookEntryEndpoints,
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
} from '@freight/contracts';
import type { EntryListItem } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import type { PagedResult } from '@freight/rules';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pagedListQuery } from '../../../shared/lib/query-factories';
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
export function listEntries(
  params: EntryListParams,
  signal?: AbortSignal,
): Promise<PagedResult<EntryListItem>> {
  const limit = params.pageSize ?? ADDRESS_BOOK_PAGE_SIZE;
  return callEndpoint(addressBookEntryEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      'filter[quickAccessCode]': params.quickAccessCode,
      search: params.search.trim(),
      sort: params.sort,
      limit: String(limit),
      offset: String(params.page * limit),
      'highlight[start]': HIGHLIGHT_START,
      'highlight[stop]': HIGHLIGHT_STOP,
    },
    signal,
  }).then(toPagedResult);
}

export const useEntries = pagedListQuery(
  (params: EntryListParams) => addressBookKeys.lists(params.siteId),
  listEntries,
).usePage;
