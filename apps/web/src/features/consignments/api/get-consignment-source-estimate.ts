import { estimateResponseSchema } from '@freight/contracts';
import type { Estimate } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { consignmentFormKeys } from './consignment-form-keys';

/** Spec 7: GET v0/estimates/{id}, the saved estimate a new consignment converts (L16). */
export const getSourceEstimate = (id: string, signal?: AbortSignal): Promise<Estimate> =>
  apiRequest(`/api/sender/v0/estimates/${encodeURIComponent(id)}`, estimateResponseSchema, { signal }).then(
    (r) => r.data,
  );

export const useSourceEstimate = (id: string | null) =>
  useQuery({
    queryKey: consignmentFormKeys.estimate(id ?? ''),
    queryFn: ({ signal }) => getSourceEstimate(id ?? '', signal),
    enabled: id !== null,
  });
