import { consignmentEndpoints, manifestEndpoints } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** How the number of each kind of document's owner is read: a consignment's documents, a manifest's. */
const numberReaders = {
  consignment: (id: string, signal: AbortSignal) =>
    callEndpoint(consignmentEndpoints.get, { params: { id }, signal }).then(
      (answer) => answer.data.consignmentNo,
    ),
  manifest: (id: string, signal: AbortSignal) =>
    callEndpoint(manifestEndpoints.get, { params: { id }, signal }).then(
      (answer) => answer.data.manifestNumber,
    ),
};

export type DocumentOwner = keyof typeof numberReaders;

/** The number a consignment's (or manifest's) documents are named by; the route carries only its id. */
export const documentNumberQueryOptions = (owner: DocumentOwner, id: string) =>
  queryOptions({
    queryKey: ['documents', `${owner}-number`, id] as const,
    queryFn: ({ signal }) => numberReaders[owner](id, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useDocumentNumber = (owner: DocumentOwner, id: string | undefined) =>
  useQuery({ ...documentNumberQueryOptions(owner, id ?? ''), enabled: id !== undefined });
