import { consignmentChangeEndpoints, type consignmentCreatedSchema } from '@freight/contracts';
import type { ConsignmentRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { recordAction } from '../../../shared/lib/telemetry';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export type CreatedConsignment = z.infer<typeof consignmentCreatedSchema>;

/** Spec 7 (M48): POST v0/consignments; answers the consignment, its document links and the next steps. */
export const createConsignment = (body: ConsignmentRequest): Promise<CreatedConsignment> =>
  callEndpoint(consignmentChangeEndpoints.create, { body });

export function useCreateConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsignment,
    onSuccess: (_created, body) => {
      recordAction('consignmentCreated');
      // the estimate it was made from now lists it
      if (body.data.attributes.estimateId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.estimates });
    },
  });
}
