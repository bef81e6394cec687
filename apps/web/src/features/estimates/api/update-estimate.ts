import { estimateEndpoints } from '@freight/contracts';
import type { Estimate, EstimateRequest } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: PUT v0/estimates/{id} re-prices the estimate; its earlier quotes and selection are replaced. */
export const updateEstimate = (id: string, body: EstimateRequest): Promise<Estimate> =>
  callEndpoint(estimateEndpoints.update, { params: { id }, body }).then((r) => r.data);
