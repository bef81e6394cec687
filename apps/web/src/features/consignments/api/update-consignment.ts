import { consignmentChangeEndpoints } from '@freight/contracts';
import type { Consignment, ConsignmentRequest } from '@freight/contracts';
import { retryWhile } from '@freight/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { getConsignment } from './get-consignment';

/** Spec 7 (M50): PUT v0/consignments/{id} replaces the consignment; If-Match names the version edited. */
export const updateConsignment = (id: string, etag: string, body: ConsignmentRequest): Promise<Consignment> =>
  callEndpoint(consignmentChangeEndpoints.replace, {
    params: { id },
    body,
    headers: { 'If-Match': etag },
  }).then((r) => r.data);

/** Spec 4 (M53): after a change the consignment is read again until its ETag is no longer the one edited. */
export const refetchUntilChanged = (id: string, etag: string): Promise<Consignment> =>
  retryWhile({ call: () => getConsignment(id), shouldRetry: (read) => read.version === etag });

export function useUpdateConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: { id: string; etag: string; body: ConsignmentRequest }) => {
      await updateConsignment(id, etag, body);
      return refetchUntilChanged(id, etag);
    },
    // marked stale only: a refetch now would reload the form that is still showing
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['consignments'], refetchType: 'none' }),
  });
}
