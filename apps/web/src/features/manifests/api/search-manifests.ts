import { manifestEndpoints } from '@freight/contracts';
import type { Manifest, ManifestSearchRequest } from '@freight/contracts';
import type { PagedResult } from '@freight/rules';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pagedListQuery } from '../../../shared/lib/query-factories';
import { manifestKeys } from './keys';

/** Spec 7 (O13-O19): POST /manifests/search; the answer's manifests, total and numPages as a list page. */
export async function searchManifests(
  body: ManifestSearchRequest,
  signal?: AbortSignal,
): Promise<PagedResult<Manifest>> {
  const answer = await callEndpoint(manifestEndpoints.search, { body, signal });
  const pageSize = body.page?.limit ?? 30;
  return {
    items: answer.manifests,
    total: answer.total,
    offset: body.page?.offset ?? 0,
    pageSize,
    numPages: answer.numPages,
    // past LIST_COUNT_CAP the total is the cap, shown as "1000+"
    ...(answer.totalCapped ? { capped: true } : {}),
  };
}

export const useManifests = pagedListQuery(manifestKeys.lists, searchManifests).usePage;
