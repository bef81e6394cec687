import { consignmentEndpoints } from '@freight/contracts';
import type { Consignment } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { consignmentFormKeys } from './consignment-form-keys';

/** Spec 7 (M49): GET v0/consignments/{id}; its version is the ETag a change sends back as If-Match. */
export const getConsignment = (id: string, signal?: AbortSignal): Promise<Consignment> =>
  callEndpoint(consignmentEndpoints.get, { params: { id }, signal }).then((r) => r.data);

export const consignmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: consignmentFormKeys.consignment(id),
    queryFn: ({ signal }) => getConsignment(id, signal),
    // an edit starts from the version read when it opened; nothing refetches it under the user
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useConsignment = (id: string) => useQuery(consignmentQueryOptions(id));
