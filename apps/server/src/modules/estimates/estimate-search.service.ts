import {
  estimateMessages,
  type EstimateSearch,
  type EstimateSummary,
  type PageMetaWire,
} from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { pageMeta } from '../../platform/http/page-meta';
import { createdRange } from '../../platform/date-range-filter';
import { sitesToSearch } from '../../platform/tenancy/sites-to-search';
import { estimateToSummary } from './estimate-wire';
import * as repo from './estimates.repository';

/** A search's words, lower-cased; a search of spaces only filters nothing. */
const searchWords = (search: string | undefined): string[] =>
  (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Spec 7: POST /estimates/search. Live estimates of the sites asked for, created in the range, paged and sorted;
 * with the sites searched (their changes alone move the answer).
 */
export async function searchEstimates(
  db: DbOrTx,
  userId: string,
  search: EstimateSearch,
): Promise<{ answer: { data: EstimateSummary[]; meta: PageMetaWire }; siteIds: number[] }> {
  const { filter, page, sort } = search;
  const { createdFrom, createdBefore } = createdRange(
    filter.createdAt,
    '/filter/createdAt/to',
    estimateMessages.createdRange,
  );
  const siteIds = await sitesToSearch(db, userId, filter);
  const { rows, total } = await repo.searchEstimates(
    db,
    { siteIds, type: filter.type, createdFrom, createdBefore, words: searchWords(filter.search) },
    sort,
    page,
  );
  return { answer: { data: rows.map(estimateToSummary), meta: pageMeta(total, page) }, siteIds };
}
