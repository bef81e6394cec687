import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import type { CreateCarrierPreferenceRequest } from '@freight/contracts';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { policyKeys } from './keys';

/** Spec 7: POST with data siteId, addressBookEntryId, agreedServiceId and carrierChargeAccount; expects 201. */
export async function createPolicy(data: CreateCarrierPreferenceRequest['data']): Promise<void> {
  await callExpectingStatus(endpoints.create, { body: { data } });
}

export const useCreatePolicy = () => useRefreshingMutation(createPolicy, policyKeys.all);
