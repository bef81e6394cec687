import { estimateEndpoints } from '@freight/contracts';
import type { Estimate, EstimateRequest } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: POST v0/estimates; the estimate comes back priced, with its quotes. */
export const createEstimate = (body: EstimateRequest): Promise<Estimate> =>
  callEndpoint(estimateEndpoints.create, { body }).then((r) => r.data);
