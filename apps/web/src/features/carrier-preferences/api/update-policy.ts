import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import type { UpdateCarrierPreferenceRequest } from '@freight/contracts';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { recordUpdateCall } from '../../../shared/lib/record-update';
import { policyKeys } from './keys';

/** Spec 7: PUT /sender-policies/receiver-carrier-selection/{id}; its data leaves siteId out. */
export const updatePolicy = recordUpdateCall<UpdateCarrierPreferenceRequest['data']>(endpoints.update);

export const useUpdatePolicy = () => useRefreshingMutation(updatePolicy, policyKeys.all);
