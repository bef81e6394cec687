import { consignmentImportRoutes, endpointPath } from '@freight/contracts';
import type { ConsignmentImport } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint, deferEndpoints } from '../../../shared/lib/endpoint-client';
import { issueKeys } from './count-consignment-issues';
import { consignmentListKeys } from './list-consignments';

// the badge's count stands apart: the shell shows it, and so loads none of the mutations below
export { issueCountQueryOptions, issueKeys, useIssueCount } from './count-consignment-issues';

const endpoints = deferEndpoints(consignmentImportRoutes, () =>
  import('@freight/contracts/endpoints/consignment-import').then(
    (module) => module.consignmentImportEndpoints,
  ),
);

/** The template and the example file of the import, as the browser downloads them. */
export const IMPORT_TEMPLATE_URL = endpointPath(consignmentImportRoutes.template);
export const IMPORT_EXAMPLE_URL = endpointPath(consignmentImportRoutes.example);

/** DESIGN 5: POST v0/consignments/import, the file's text in the body. */
export function useStartImport() {
  return useMutation({
    mutationFn: (input: { siteId: string; fileName: string; csv: string }) =>
      callEndpoint(endpoints.start, {
        body: { data: { attributes: { siteId: input.siteId, fileName: input.fileName, csv: input.csv } } },
      }).then((r) => r.data),
  });
}

const running = (data: ConsignmentImport | undefined) =>
  data !== undefined && (data.status === 'queued' || data.status === 'running');

/** An import's progress, asked again every half second while its job runs; its end refreshes the lists. */
export function useImportProgress(id: string | null) {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: issueKeys.import(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.get, { params: { id: id ?? '' }, signal }).then((r) => r.data),
    refetchInterval: (query) => (running(query.state.data) || !query.state.data ? 500 : false),
  });
  const finished = progress.data !== undefined && !running(progress.data);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: consignmentListKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['consignment-issues', 'count'] });
  }, [finished, queryClient]);
  return progress;
}

function useIssueAction(action: 'release' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consignmentIds: readonly string[]) => {
      const input = { body: { data: { consignmentIds: [...consignmentIds] } } };
      const answer =
        action === 'release' ? callEndpoint(endpoints.release, input) : callEndpoint(endpoints.delete, input);
      return answer.then((r) => r.data.consignmentIds);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consignmentListKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['consignment-issues', 'count'] });
    },
  });
}

export const useReleaseConsignments = () => useIssueAction('release');
export const useDeleteIssueConsignments = () => useIssueAction('delete');

export function useRecheckIssues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: { siteId?: string; organisationId?: string }) =>
      callEndpoint(endpoints.recheck, { body: { data: scope } }).then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consignmentListKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['consignment-issues', 'count'] });
    },
  });
}
