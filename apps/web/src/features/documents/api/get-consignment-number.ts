import { consignmentEndpoints } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** The number a consignment's documents are named by; the route carries only its id. */
export const consignmentNumberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['documents', 'consignment-number', id] as const,
    queryFn: ({ signal }) =>
      callEndpoint(consignmentEndpoints.get, { params: { id }, signal }).then(
        (answer) => answer.data.consignmentNo,
      ),
    retry: false,
    staleTime: Infinity,
  });

export const useConsignmentNumber = (id: string | undefined) =>
  useQuery({ ...consignmentNumberQueryOptions(id ?? ''), enabled: id !== undefined });
