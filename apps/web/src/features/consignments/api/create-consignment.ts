import { consignmentChangeEndpoints, type consignmentCreatedSchema } from '@freight/contracts';
import type { ConsignmentRequest } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { recordAction } from '../../../shared/lib/telemetry';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export type CreatedConsignment = z.infer<typeof consignmentCreatedSchema>;

/** Spec 7 (M48): POST v0/consignments; answers the consignment, its document links and the next steps. */
export const createConsignment = (body: ConsignmentRequest): Promise<CreatedConsignment> =>
  callEndpoint(consignmentChangeEndpoints.create, { body });

export const useCreateConsignment = () =>
  useMutation({ mutationFn: createConsignment, onSuccess: () => recordAction('consignmentCreated') });
