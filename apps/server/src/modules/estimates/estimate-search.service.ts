import {
  estimateMessages,
  type EstimateSearch,
  type EstimateSummary,
  type PageMetaWire,
} from '@freight/contracts';
import { addDays, melbourneMidnight } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { sitesToSearch } from '../../platform/tenancy/sites-to-search';
import { estimateToSummary } from './estimate-wire';
import * as repo from './estimates.repository';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A range's start: a date is the start of that day in Melbourne (spec 9), a date-time is itself. */
const startOf = (value: string): Date => (DATE_ONLY.test(value) ? melbourneMidnight(value) : new Date(value));
/** A range's exclusive end: a date includes that whole day, a date-time includes its own millisecond. */
const endOf = (value: string): Date =>
  DATE_ONLY.test(value) ? melbourneMidnight(addDays(value, 1)) : new Date(new Date(value).getTime() + 1);

/** A search's words, lower-cased; a search of spaces only filters nothing. */
const searchWords = (search: string | undefined): string[] =>
  (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** Spec 7: POST /estimates/search. Live estimates of the sites asked for, created in the range, paged and sorted. */
export async function searchEstimates(
  db: DbOrTx,
  userId: string,
  search: EstimateSearch,
): Promise<{ data: EstimateSummary[]; meta: PageMetaWire }> {
  const { filter, page, sort } = search;
  const createdFrom = filter.createdAt?.from ? startOf(filter.createdAt.from) : undefined;
  const createdBefore = filter.createdAt?.to ? endOf(filter.createdAt.to) : undefined;
  if (createdFrom && createdBefore && createdBefore <= createdFrom)
    throw AppError.validation([{ pointer: '/filter/createdAt/to', detail: estimateMessages.createdRange }]);
  const siteIds = await sitesToSearch(db, userId, filter);
  const { rows, total } = await repo.searchEstimates(
    db,
    { siteIds, type: filter.type, createdFrom, createdBefore, words: searchWords(filter.search) },
    sort,
    page,
  );
  return {
    data: rows.map(estimateToSummary),
    meta: { totalItems: total, startIndex: page.offset, itemsPerPage: page.limit },
  };
}
