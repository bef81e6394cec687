import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { policyKeys } from './keys';

/** Spec 7: DELETE /sender-policies/receiver-carrier-selection/{id}; expects 204. */
export async function deletePolicy(id: string): Promise<void> {
  await callExpectingStatus(endpoints.delete, { params: { id } });
}

export const useDeletePolicy = () => useRefreshingMutation(deletePolicy, policyKeys.all);
