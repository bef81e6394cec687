import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../shared/lib/api-client';
import { estimateKeys, ESTIMATES_PATH } from './keys';

/** Spec 7: DELETE v0/estimates/{id}. */
export const deleteEstimate = (id: string): Promise<void> =>
  apiSend(`${ESTIMATES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });

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
