import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/lib/api-client';
import { policyKeys, policyPath } from './keys';

/** Spec 7: DELETE /sender-policies/receiver-carrier-selection/{id}; expects 204. */
export async function deletePolicy(id: string): Promise<void> {
  const response = await apiFetch(policyPath(id), { method: 'DELETE' });
  if (response.status !== 204)
    console.warn(`DELETE ${policyPath(id)} answered ${response.status}, expected 204`);
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
