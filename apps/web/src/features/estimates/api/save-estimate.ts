import { estimateResponseSchema } from '@freight/contracts';
import type { Estimate, SaveEstimateRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { estimateKeys, ESTIMATES_PATH } from './keys';

/** Spec 7: POST v0/estimates/{id}/save with the chosen quotes. */
export const saveEstimate = (id: string, selectedQuoteIds: string[]): Promise<Estimate> => {
  const body: SaveEstimateRequest = { data: { selectedQuoteIds } };
  return apiRequest(`${ESTIMATES_PATH}/${encodeURIComponent(id)}/save`, estimateResponseSchema, {
    method: 'POST',
    body,
  }).then((r) => r.data);
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
