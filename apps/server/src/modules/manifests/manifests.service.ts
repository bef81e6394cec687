/** Spec 7: manifests of the sender API. Creating has its own file; reading ones are here. */
import {
  manifestMessages,
  type ManifestDetail,
  type ManifestSearch,
  type ManifestSearchResult,
} from '@freight/contracts';
import { createdRange } from '../../platform/date-range-filter';
import type { DbOrTx } from '../../platform/db/transaction';
import { sitesToSearch } from '../../platform/tenancy/sites-to-search';
import { requireHeldRecord } from '../../platform/tenancy/site-membership';
import { manifestDetailToWire, manifestToWire } from './manifest-wire';
import * as repo from './manifests.repository';

export { createManifests } from './create-manifests';
export type { ManifestDeps } from './create-manifests';

/** Spec 7 (O18): GET v0/manifests/{id}; another organisation's manifest is not found, like an unknown id. */
export async function getManifest(db: DbOrTx, userId: string, id: number): Promise<ManifestDetail> {
  const { row } = await requireHeldRecord(db, userId, await repo.findManifest(db, id));
  return manifestDetailToWire(row, await repo.findStaged(db, id));
}

/**
 * Spec 7 (O13-O17, O19): POST /manifests/search; answers manifests, total and numPages, with the sites searched
 * (their changes alone move the answer).
 */
export async function searchManifests(
  db: DbOrTx,
  userId: string,
  search: ManifestSearch,
): Promise<{ answer: ManifestSearchResult; siteIds: number[] }> {
  const { filter, page, sort } = search;
  const { createdFrom, createdBefore } = createdRange(
    filter.created,
    '/filter/created/to',
    manifestMessages.createdRange,
  );
  const siteIds = await sitesToSearch(db, userId, filter);
  const { rows, total, capped } = await repo.searchManifests(
    db,
    {
      siteIds,
      agreedServiceIds: filter.agreedServiceIds,
      consignmentTypes: filter.consignmentTypes,
      createdFrom,
      createdBefore,
      hasDangerousGoods: filter.hasDangerousGoods,
      status: filter.status,
    },
    sort,
    page,
  );
  const answer = {
    manifests: rows.map(manifestToWire),
    total,
    numPages: Math.ceil(total / page.limit),
    ...(capped ? { totalCapped: true } : {}),
  };
  return { answer, siteIds };
}
