import type { PageMetaWire, PickupSearch, PickupSummary } from '@freight/contracts';
import { addDays, zonedInstant } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { pageMeta } from '../../platform/http/page-meta';
import { sitesToSearch } from '../../platform/tenancy/sites-to-search';
import { pickupToSummary } from './pickup-wire';
import * as repo from './pickups.repository';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// a date of the filter is a whole day where the user works; the sites are Australian, Melbourne time by default
const FILTER_ZONE = 'Australia/Melbourne';

const startOf = (value: string, zone: string) =>
  DATE_ONLY.test(value) ? zonedInstant(value, '00:00', zone) : new Date(value);
const endOf = (value: string, zone: string) =>
  DATE_ONLY.test(value)
    ? zonedInstant(addDays(value, 1), '00:00', zone)
    : new Date(new Date(value).getTime() + 1);

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
  const zone = FILTER_ZONE;
  const windowFrom = filter.pickupWindow?.start ? startOf(filter.pickupWindow.start, zone) : undefined;
  const windowBefore = filter.pickupWindow?.end ? endOf(filter.pickupWindow.end, zone) : undefined;
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
