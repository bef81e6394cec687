import { legalDocumentsResponseSchema } from '@freight/contracts';
import type { LegalDocument, PolicyFamily } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { apiRequest } from '../../../shared/lib/api-client';

/** The current version of each policy family (public). */
export const getLegalDocuments = () => apiRequest('/api/legal/documents', legalDocumentsResponseSchema);

export const legalDocumentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.legalDocuments, queryFn: getLegalDocuments, staleTime: 10 * 60_000 });

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions());
}

export function documentOf(documents: readonly LegalDocument[] | undefined, family: PolicyFamily) {
  return documents?.find((d) => d.family === family);
}
