import { manifestEndpoints } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** The number a manifest's document is named by; the route carries only its id. */
export const manifestNumberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['documents', 'manifest-number', id] as const,
    queryFn: ({ signal }) =>
      callEndpoint(manifestEndpoints.get, { params: { id }, signal }).then(
        (answer) => answer.data.manifestNumber,
      ),
    retry: false,
    staleTime: Infinity,
  });

export const useManifestNumber = (id: string | undefined) =>
  useQuery({ ...manifestNumberQueryOptions(id ?? ''), enabled: id !== undefined });
