import type { EstimateRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEstimate } from '../api/create-estimate';
import { estimateKeys } from '../api/keys';
import { updateEstimate } from '../api/update-estimate';

/** Get quotes: the first time creates the estimate (POST), later times re-price it (PUT); both return quotes. */
export function usePriceEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EstimateRequest }) =>
      id === null ? createEstimate(body) : updateEstimate(id, body),
    onSuccess: (estimate) => {
      queryClient.setQueryData(estimateKeys.estimate(estimate.id), estimate);
      void queryClient.invalidateQueries({ queryKey: estimateKeys.lists() });
    },
  });
}
