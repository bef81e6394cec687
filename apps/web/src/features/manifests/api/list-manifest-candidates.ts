import { consignmentEndpoints } from '@freight/contracts';
import type { ConsignmentSummary } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { manifestKeys } from './keys';

export interface CandidateFilter {
  siteId: string;
  dispatchDate: string | null;
  type: string | null;
}

/** The most consignments the create screen lists at once. */
export const CANDIDATE_LIMIT = 100;

/**
 * Spec 2 (O01): the site's consignments ready to manifest (no manifest, no issues) for the date and type, and
 * the ones named by id (so a selection from Ready to manifest is shown whatever its dates).
 */
export async function listManifestCandidates(
  filter: CandidateFilter,
  chosenIds: readonly string[],
  signal?: AbortSignal,
): Promise<ConsignmentSummary[]> {
  const base = {
    'filter[site.id]': filter.siteId,
    'filter[readyToManifest]': 'true' as const,
    sort: 'dispatchDate',
    'page[limit]': String(CANDIDATE_LIMIT),
  };
  const [listed, chosen] = await Promise.all([
    callEndpoint(consignmentEndpoints.list, {
      query: {
        ...base,
        ...(filter.dispatchDate ? { 'filter[dispatchDate]': filter.dispatchDate } : {}),
        ...(filter.type ? { 'filter[type]': filter.type } : {}),
      },
      signal,
    }),
    chosenIds.length > 0
      ? callEndpoint(consignmentEndpoints.list, {
          query: { ...base, 'filter[consignment.id]': chosenIds.join(',') },
          signal,
        })
      : Promise.resolve({ data: [] as ConsignmentSummary[] }),
  ]);
  const byId = new Map<string, ConsignmentSummary>();
  for (const consignment of [...chosen.data, ...listed.data]) byId.set(consignment.id, consignment);
  return [...byId.values()];
}

export const manifestCandidatesQueryOptions = (filter: CandidateFilter, chosenIds: readonly string[]) =>
  queryOptions({
    queryKey: [...manifestKeys.candidates(), filter, chosenIds],
    queryFn: ({ signal }) => listManifestCandidates(filter, chosenIds, signal),
  });

export const useManifestCandidates = (filter: CandidateFilter, chosenIds: readonly string[]) =>
  useQuery(manifestCandidatesQueryOptions(filter, chosenIds));
