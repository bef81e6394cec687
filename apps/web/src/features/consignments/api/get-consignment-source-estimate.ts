import { estimateEndpoints } from '@freight/contracts';
import type { Estimate } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { consignmentFormKeys } from './consignment-form-keys';

/** Spec 7: GET v0/estimates/{id}, the saved estimate a new consignment converts (L16). */
export const getSourceEstimate = (id: string, signal?: AbortSignal): Promise<Estimate> =>
  callEndpoint(estimateEndpoints.get, { params: { id }, signal }).then((r) => r.data);

export const useSourceEstimate = (id: string | null) =>
  useQuery({
    queryKey: consignmentFormKeys.estimate(id ?? ''),
    queryFn: ({ signal }) => getSourceEstimate(id ?? '', signal),
    enabled: id !== null,
  });
