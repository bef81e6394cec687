import { consignmentImportRoutes } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, deferEndpoints } from '../../../shared/lib/endpoint-client';

const endpoints = deferEndpoints(consignmentImportRoutes, () =>
  import('@freight/contracts/endpoints/consignment-import').then(
    (module) => module.consignmentImportEndpoints,
  ),
);

export const issueKeys = {
  all: ['consignment-issues'] as const,
  count: (scope: { siteId?: string; organisationId?: string }) =>
    ['consignment-issues', 'count', scope] as const,
  import: (id: string) => ['consignment-issues', 'import', id] as const,
};

/** The menu's badge (D11): consignments with issues of a site or an organisation. */
export const issueCountQueryOptions = (scope: { siteId?: string; organisationId?: string }) =>
  queryOptions({
    queryKey: issueKeys.count(scope),
    queryFn: ({ signal }) => callEndpoint(endpoints.count, { query: scope, signal }).then((r) => r.data),
    staleTime: 30_000,
  });

export const useIssueCount = (scope: { siteId?: string; organisationId?: string }, enabled: boolean) =>
  useQuery({ ...issueCountQueryOptions(scope), enabled });
