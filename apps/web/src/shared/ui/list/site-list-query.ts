import { MARK_START, MARK_STOP } from '../../lib/highlight-markers';
import { toPagedResult } from '@freight/rules';
import type { PageMeta } from '@freight/rules';
import type { QueryKey } from '@tanstack/react-query';
import { pagedListQuery } from '../../lib/query-factories';

/** A page as the list endpoints answer it. */
interface ListPageAnswer<T> {
  data: T[];
  meta: PageMeta;
}

/**
 * A site's paged list as a query hook: `call` sends the list endpoint the screen's parameters; the pages are kept
 * under the site's lists key, so a change to any of its records marks them stale.
 */
export function siteListQuery<P extends { siteId: string }, T>(
  lists: (siteId: string) => QueryKey,
  call: (params: P, signal?: AbortSignal) => Promise<ListPageAnswer<T>>,
) {
  return pagedListQuery(
    (params: P) => lists(params.siteId),
    (params: P, signal?: AbortSignal) => call(params, signal).then(toPagedResult),
  ).usePage;
}

/** The JSON:API paging of a zero-based page. */
export const pageWindow = (page: number, limit: number) => ({
  'page[limit]': String(limit),
  'page[offset]': String(page * limit),
});

/** The markers the server wraps search matches in, for HighlightedText. */
export const highlightMarkers = { 'highlight[start]': MARK_START, 'highlight[stop]': MARK_STOP };
