import { consignmentImportRoutes, endpointPath } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csvUploadBody } from '../../../shared/lib/csv-upload';
import type { CsvUpload } from '../../../shared/lib/csv-upload';
import { callEndpoint, deferEndpoints } from '../../../shared/lib/endpoint-client';
import { useJobProgress } from '../../../shared/lib/query-factories';
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
    mutationFn: (file: CsvUpload) =>
      callEndpoint(endpoints.start, { body: csvUploadBody(file) }).then((r) => r.data),
  });
}

const consignmentImport = {
  key: issueKeys.import,
  read: (id: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.get, { params: { id }, signal }).then((r) => r.data),
  pollMs: 500,
  refreshes: [consignmentListKeys.all, ['consignment-issues', 'count']],
};

/** An import's progress, asked again every half second while its job runs; its end refreshes the lists. */
export const useImportProgress = (id: string | null) => useJobProgress(id, consignmentImport);

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
