import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { policyKeys } from './keys';

export interface SetActiveInput {
  id: string;
  active: boolean;
}

/** Spec 7: POST .../{id}/activate or .../{id}/deactivate; both expect 204. */
export async function setPolicyActive({ id, active }: SetActiveInput): Promise<void> {
  await callExpectingStatus(active ? endpoints.activate : endpoints.deactivate, { params: { id } });
}

export const useSetPolicyActive = () => useRefreshingMutation(setPolicyActive, policyKeys.all);
