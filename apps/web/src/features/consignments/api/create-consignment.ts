import { consignmentCreatedSchema } from '@freight/contracts';
import type { ConsignmentRequest } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { recordAction } from '../../../shared/lib/telemetry';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client';
import { CONSIGNMENTS_PATH } from './consignment-form-keys';

export type CreatedConsignment = z.infer<typeof consignmentCreatedSchema>;

/** Spec 7 (M48): POST v0/consignments; answers the consignment, its document links and the next steps. */
export const createConsignment = (body: ConsignmentRequest): Promise<CreatedConsignment> =>
  apiRequest(CONSIGNMENTS_PATH, consignmentCreatedSchema, { method: 'POST', body });

export const useCreateConsignment = () =>
  useMutation({ mutationFn: createConsignment, onSuccess: () => recordAction('consignmentCreated') });
