import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { policyKeys } from './keys';

/** Spec 7: DELETE /sender-policies/receiver-carrier-selection/{id}; expects 204. */
export async function deletePolicy(id: string): Promise<void> {
  await callExpectingStatus(endpoints.delete, { params: { id } });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
