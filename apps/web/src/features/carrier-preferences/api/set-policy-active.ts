import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/lib/api-client';
import { policyKeys, policyPath } from './keys';

export interface SetActiveInput {
  id: string;
  active: boolean;
}

/** Spec 7: POST .../{id}/activate or .../{id}/deactivate; both expect 204. */
export async function setPolicyActive({ id, active }: SetActiveInput): Promise<void> {
  const path = policyPath(id, active ? 'activate' : 'deactivate');
  const response = await apiFetch(path, { method: 'POST' });
  if (response.status !== 204) console.warn(`POST ${path} answered ${response.status}, expected 204`);
}

export function useSetPolicyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPolicyActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
