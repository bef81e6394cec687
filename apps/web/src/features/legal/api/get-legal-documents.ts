import { legalEndpoints } from '@freight/contracts';
import type { LegalDocument, PolicyFamily } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** The current version of each policy family (public). */
export const getLegalDocuments = () => callEndpoint(legalEndpoints.documents, {});

export const legalDocumentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.legalDocuments, queryFn: getLegalDocuments, staleTime: 10 * 60_000 });

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions());
}

export function documentOf(documents: readonly LegalDocument[] | undefined, family: PolicyFamily) {
  return documents?.find((d) => d.family === family);
}
