import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import type { CreateCarrierPreferenceRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { policyKeys } from './keys';

/** Spec 7: POST with data siteId, addressBookEntryId, agreedServiceId and carrierChargeAccount; expects 201. */
export async function createPolicy(data: CreateCarrierPreferenceRequest['data']): Promise<void> {
  await callExpectingStatus(endpoints.create, { body: { data } });
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
