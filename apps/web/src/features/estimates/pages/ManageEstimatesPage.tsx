import { Button, Group } from '@mantine/core';
import type { EstimateSummary } from '@freight/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { scopeContext, scopeName } from '../../../shared/lib/context-scope';
import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { buildQuery } from '../../../shared/lib/query-string';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import { ListResult } from '../../../shared/ui/list/ListResult';
import { Screen } from '../../../shared/ui/list/Screen';
import { useDeleteEstimate } from '../api/delete-estimate';
import { useEstimates } from '../api/search-estimates';
import { EstimateFilters } from '../components/EstimateFilters';
import { EstimatesTable } from '../components/EstimatesTable';
import { SiteSelection, TooManySites } from '../components/SiteSelection';
import {
  isFiltered,
  manageQueryParams,
  manageSearchRequest,
  parseManageQuery,
  tooManySites,
} from '../lib/manage-query';
import type { ManageQuery } from '../lib/manage-query';
import { deleteWording } from '../lib/estimate-text';

/**
 * Spec 2 (L04): the estimates of the site, or in org context of the organisation's sites the user holds, filtered,
 * sorted and paged as the URL says.
 */
export function ManageEstimatesPage({ scope, creationPrevented, defaultPageSize }: ScopedPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = parseManageQuery(searchParams, defaultPageSize);
  const overLimit = scope.type === 'org' && tooManySites(query);
  const estimates = useEstimates(
    manageSearchRequest(
      scope.type === 'site' ? { siteIds: [scope.site.id] } : { organisationId: scope.organisation.id },
      query,
    ),
    !overLimit,
  );
  const remove = useDeleteEstimate();
  const ctx = scopeContext(scope);
  // spec 2: links name the estimate's own site, whichever context lists it
  const viewPath = (estimate: EstimateSummary) =>
    contextPath('estimate.view', { type: 'site', id: estimate.siteId }, { estimateId: estimate.id });

  // a changed filter or sort starts again at the first page
  const update = (change: Partial<ManageQuery>) =>
    setSearchParams(
      new URLSearchParams(buildQuery(manageQueryParams({ ...query, page: 0, ...change }, defaultPageSize))),
    );

  const deleteEstimate = (estimate: EstimateSummary) =>
    confirmDelete(deleteWording(estimate), () => remove.mutateAsync(estimate.id));

  return (
    <Screen
      title="Manage estimates"
      description={`Price estimates of ${scopeName(scope)}, with the quotes kept for each.`}
      actions={
        <Button
          component={Link}
          to={contextPath('estimate.create.type', ctx, { estimateType: 'outbound' })}
          disabled={creationPrevented}
        >
          New estimate
        </Button>
      }
    >
      <Group gap="sm" align="flex-end">
        {scope.type === 'org' ? (
          <SiteSelection
            sites={scope.sites}
            value={query.siteIds}
            onChange={(siteIds) => update({ siteIds })}
          />
        ) : null}
        <EstimateFilters value={query} onChange={update} />
      </Group>
      <ListResult
        answer={estimates}
        noun="estimates"
        state={query}
        onChange={update}
        notice={overLimit ? <TooManySites /> : null}
      >
        {(rows) => (
          <EstimatesTable
            {...rows}
            sites={scope.type === 'org' ? scope.sites : [scope.site]}
            linkTo={viewPath}
            onOpen={(estimate) => void navigate(viewPath(estimate))}
            onDelete={(estimate) => void deleteEstimate(estimate)}
            filtered={isFiltered(query)}
          />
        )}
      </ListResult>
    </Screen>
  );
}
