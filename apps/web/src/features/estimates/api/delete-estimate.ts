import { useMutation, useQueryClient } from '@tanstack/react-query';
import { estimateEndpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { estimateKeys } from './keys';

/** Spec 7: DELETE v0/estimates/{id}. */
export const deleteEstimate = (id: string): Promise<void> =>
  callEndpoint(estimateEndpoints.delete, { params: { id } }).then(() => undefined);

export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEstimate,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: estimateKeys.estimate(id) });
      void queryClient.invalidateQueries({ queryKey: estimateKeys.lists() });
    },
  });
}
