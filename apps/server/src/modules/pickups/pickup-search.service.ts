import {
  contextMessages,
  type PageMetaWire,
  type PickupSearch,
  type PickupSummary,
} from '@freight/contracts';
import { addDays, zonedInstant } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { pageMeta } from '../../platform/http/page-meta';
import { AppError } from '../../platform/errors/app-error';
import { heldSitesOfOrganisation, loadAccess } from '../../platform/tenancy/access';
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

/** The sites searched: those named (each held by the user), or the user's sites of the organisation named. */
async function sitesToSearch(db: DbOrTx, userId: string, filter: PickupSearch['filter']): Promise<number[]> {
  const access = await loadAccess(db, userId);
  if (filter.organisationId !== undefined && !access.organisationIds.has(filter.organisationId))
    throw AppError.forbidden(contextMessages.cannotAccess('org'));
  if (filter.siteIds?.some((id) => !access.siteIds.has(id)))
    throw AppError.forbidden(contextMessages.cannotAccess('site'));
  if (!filter.siteIds) return heldSitesOfOrganisation(db, userId, filter.organisationId ?? 0);
  if (filter.organisationId === undefined) return filter.siteIds;
  const inOrganisation = new Set(await heldSitesOfOrganisation(db, userId, filter.organisationId));
  return filter.siteIds.filter((id) => inOrganisation.has(id));
}

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
