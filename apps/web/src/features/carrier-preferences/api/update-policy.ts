import type { UpdateCarrierPreferenceRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../shared/lib/api-client';
import { policyKeys, policyPath } from './keys';

export interface UpdatePolicyInput {
  id: string;
  /** Spec 7: the update leaves siteId out. */
  data: UpdateCarrierPreferenceRequest['data'];
}

/** Spec 7: PUT /sender-policies/receiver-carrier-selection/{id}. */
export const updatePolicy = ({ id, data }: UpdatePolicyInput): Promise<void> =>
  apiSend(policyPath(id), { method: 'PUT', body: { data } });

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
