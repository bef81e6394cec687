import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import type { UpdateCarrierPreferenceRequest } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import type { RecordUpdate } from '../../../shared/ui/list/record-save';
import { policyKeys } from './keys';

/** Spec 7: PUT /sender-policies/receiver-carrier-selection/{id}; its data leaves siteId out. */
export const updatePolicy = ({
  id,
  data,
}: RecordUpdate<UpdateCarrierPreferenceRequest['data']>): Promise<void> =>
  callEndpoint(endpoints.update, { params: { id }, body: { data } }).then(() => undefined);

export const useUpdatePolicy = () => useRefreshingMutation(updatePolicy, policyKeys.all);
