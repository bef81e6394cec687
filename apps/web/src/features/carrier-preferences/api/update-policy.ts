import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import type { UpdateCarrierPreferenceRequest } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { policyKeys } from './keys';

export interface UpdatePolicyInput {
  id: string;
  /** Spec 7: the update leaves siteId out. */
  data: UpdateCarrierPreferenceRequest['data'];
}

/** Spec 7: PUT /sender-policies/receiver-carrier-selection/{id}. */
export const updatePolicy = ({ id, data }: UpdatePolicyInput): Promise<void> =>
  callEndpoint(endpoints.update, { params: { id }, body: { data } }).then(() => undefined);

export const useUpdatePolicy = () => useRefreshingMutation(updatePolicy, policyKeys.all);
