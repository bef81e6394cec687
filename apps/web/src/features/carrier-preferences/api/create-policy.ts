import type { CreateCarrierPreferenceRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/lib/api-client';
import { policyKeys, POLICIES_PATH } from './keys';

/** Spec 7: POST with data siteId, addressBookEntryId, agreedServiceId and carrierChargeAccount; expects 201. */
export async function createPolicy(data: CreateCarrierPreferenceRequest['data']): Promise<void> {
  const response = await apiFetch(POLICIES_PATH, { method: 'POST', body: { data } });
  if (response.status !== 201)
    console.warn(`POST ${POLICIES_PATH} answered ${response.status}, expected 201`);
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
