import { listMessages, type PageMetaWire, type PickupSearch, type PickupSummary } from '@freight/contracts';
import { rangeEnd, rangeStart } from '../../platform/date-range-filter';
import { AppError } from '../../platform/errors/app-error';
import type { DbOrTx } from '../../platform/db/transaction';
import { pageMeta } from '../../platform/http/page-meta';
import { sitesToSearch } from '../../platform/tenancy/sites-to-search';
import { pickupToSummary } from './pickup-wire';
import * as repo from './pickups.repository';

/**
 * Spec 7 (P25): POST /pickups/search, with the pickupWindow filter (windows overlapping the range); with the sites
 * searched (their changes alone move the answer).
 */
export async function searchPickups(
  db: DbOrTx,
  userId: string,
  search: PickupSearch,
): Promise<{ answer: { data: PickupSummary[]; meta: PageMetaWire }; siteIds: number[] }> {
  const { filter, page, sort } = search;
  // a date of the filter is a whole day in Melbourne, where the sites work by default
  const windowFrom = filter.pickupWindow?.start ? rangeStart(filter.pickupWindow.start) : undefined;
  const windowBefore = filter.pickupWindow?.end ? rangeEnd(filter.pickupWindow.end) : undefined;
  // refused as the other lists' date ranges are, rather than answered with nothing
  if (windowFrom && windowBefore && windowBefore <= windowFrom)
    throw AppError.validation([{ pointer: '/filter/pickupWindow/end', detail: listMessages.rangeOrder }]);
  const siteIds = await sitesToSearch(db, userId, filter);
  const { rows, total } = await repo.searchPickups(
    db,
    {
      siteIds,
      type: filter.type,
      status: filter.status,
      agreedServiceIds: filter.agreedServiceIds,
      windowFrom,
      windowBefore,
    },
    sort,
    page,
  );
  return { answer: { data: rows.map(pickupToSummary), meta: pageMeta(total, page) }, siteIds };
}
