import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import type { CarrierPreference } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { editedRecordQuery } from '../../../shared/lib/query-factories';
import { policyKeys } from './keys';

/** Spec 7: GET /sender-policies/receiver-carrier-selection/{id}. */
export const getPolicy = (id: string, signal?: AbortSignal): Promise<CarrierPreference> =>
  callEndpoint(endpoints.get, { params: { id }, signal }).then((r) => r.data);

/** Read fresh each time the form opens: an edit starts from the record as it is now. */
export const usePolicy = editedRecordQuery(policyKeys.policy, getPolicy).useRecord;
