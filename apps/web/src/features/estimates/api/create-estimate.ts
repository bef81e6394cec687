import { estimateResponseSchema } from '@freight/contracts';
import type { Estimate, EstimateRequest } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { ESTIMATES_PATH } from './keys';

/** Spec 7: POST v0/estimates; the estimate comes back priced, with its quotes. */
export const createEstimate = (body: EstimateRequest): Promise<Estimate> =>
  apiRequest(ESTIMATES_PATH, estimateResponseSchema, { method: 'POST', body }).then((r) => r.data);
