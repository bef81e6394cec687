import { estimateEndpoints } from '@freight/contracts';
import type { Estimate, SaveEstimateRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { estimateKeys } from './keys';

/** Spec 7: POST v0/estimates/{id}/save with the chosen quotes. */
export const saveEstimate = (id: string, selectedQuoteIds: string[]): Promise<Estimate> => {
  const body: SaveEstimateRequest = { data: { selectedQuoteIds } };
  return callEndpoint(estimateEndpoints.save, { params: { id }, body }).then((r) => r.data);
};

export function useSaveEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, selectedQuoteIds }: { id: string; selectedQuoteIds: string[] }) =>
      saveEstimate(id, selectedQuoteIds),
    onSuccess: (estimate) => {
      queryClient.setQueryData(estimateKeys.estimate(estimate.id), estimate);
      void queryClient.invalidateQueries({ queryKey: estimateKeys.lists() });
    },
  });
}
