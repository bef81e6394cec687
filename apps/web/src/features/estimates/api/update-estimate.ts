import { estimateResponseSchema } from '@freight/contracts';
import type { Estimate, EstimateRequest } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { ESTIMATES_PATH } from './keys';

/** Spec 7: PUT v0/estimates/{id} re-prices the estimate; its earlier quotes and selection are replaced. */
export const updateEstimate = (id: string, body: EstimateRequest): Promise<Estimate> =>
  apiRequest(`${ESTIMATES_PATH}/${encodeURIComponent(id)}`, estimateResponseSchema, {
    method: 'PUT',
    body,
  }).then((r) => r.data);
