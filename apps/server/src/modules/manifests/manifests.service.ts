/** Spec 7: manifests of the sender API. Creating has its own file; reading ones are here. */
import {
  manifestMessages,
  type ManifestDetail,
  type ManifestSearch,
  type ManifestSearchResult,
} from '@freight/contracts';
import { addDays, melbourneMidnight } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { sitesToSearch } from '../../platform/tenancy/sites-to-search';
import { requireRecordSite } from '../../platform/tenancy/site-membership';
import { manifestDetailToWire, manifestToWire } from './manifest-wire';
import * as repo from './manifests.repository';

export { createManifests } from './create-manifests';
export type { ManifestDeps } from './create-manifests';

/** Spec 7 (O18): GET v0/manifests/{id}; another organisation's manifest is not found, like an unknown id. */
export async function getManifest(db: DbOrTx, userId: string, id: number): Promise<ManifestDetail> {
  const manifest = await repo.findManifest(db, id);
  if (!manifest) throw AppError.notFound();
  await requireRecordSite(db, userId, manifest.siteId);
  return manifestDetailToWire(manifest, await repo.findStaged(db, id));
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A range's start: a date is the start of that day in Melbourne (spec 9), a date-time is itself. */
const startOf = (value: string): Date => (DATE_ONLY.test(value) ? melbourneMidnight(value) : new Date(value));
/** A range's exclusive end: a date includes that whole day. */
const endOf = (value: string): Date =>
  DATE_ONLY.test(value) ? melbourneMidnight(addDays(value, 1)) : new Date(new Date(value).getTime() + 1);

/** Spec 7 (O13-O17, O19): POST /manifests/search; answers manifests, total and numPages. */
export async function searchManifests(
  db: DbOrTx,
  userId: string,
  search: ManifestSearch,
): Promise<ManifestSearchResult> {
  const { filter, page, sort } = search;
  const createdFrom = filter.created?.from ? startOf(filter.created.from) : undefined;
  const createdBefore = filter.created?.to ? endOf(filter.created.to) : undefined;
  if (createdFrom && createdBefore && createdBefore <= createdFrom)
    throw AppError.validation([{ pointer: '/filter/created/to', detail: manifestMessages.createdRange }]);
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
  return {
    manifests: rows.map(manifestToWire),
    total,
    numPages: Math.ceil(total / page.limit),
    ...(capped ? { totalCapped: true } : {}),
  };
}
