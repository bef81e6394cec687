import { Button } from '@mantine/core';
import { manifestStatuses, movementTypes } from '@freight/contracts';
import { Link, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { agreedServiceOptions } from '../../../shared/lib/agreed-service-options';
import { scopeContext, scopeName } from '../../../shared/lib/context-scope';
import { documentPopupsEnabled } from '../../../shared/lib/dev-flags';
import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { buildQuery } from '../../../shared/lib/query-string';
import { DateRangeFilter } from '../../../shared/ui/list/DateRangeFilter';
import { FilterBar } from '../../../shared/ui/list/FilterBar';
import { ListResult } from '../../../shared/ui/list/ListResult';
import { Screen } from '../../../shared/ui/list/Screen';
import { useManifests } from '../api/search-manifests';
import { ManifestsTable } from '../components/ManifestsTable';
import { OptionalFilter } from '../components/OptionalFilter';
import {
  isManageFiltered,
  manageQueryParams,
  manageSearchRequest,
  parseManageQuery,
} from '../lib/manage-query';
import type { ManageQuery } from '../lib/manage-query';
import { typeLabel } from '../../../shared/lib/display-format';
import { manifestStatusLabels } from '../lib/manifest-format';

/**
 * Spec 2 (O03): the manifests of the site, or of the organisation's sites the user holds, filtered, sorted and
 * paged (30, 50 or 100, the user's preference by default) as the URL says.
 */
export function ManageManifestsPage({ scope, creationPrevented, defaultPageSize }: ScopedPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseManageQuery(searchParams, defaultPageSize);
  const manifests = useManifests(
    manageSearchRequest(
      scope.type === 'site' ? { siteIds: [scope.site.id] } : { organisationId: scope.organisation.id },
      query,
    ),
  );
  // a changed filter or sort starts again at the first page
  const update = (change: Partial<ManageQuery>) =>
    setSearchParams(
      new URLSearchParams(buildQuery(manageQueryParams({ ...query, page: 0, ...change }, defaultPageSize))),
    );
  const services = agreedServiceOptions(scope.sites);

  return (
    <Screen
      title="Manage manifests"
      description={`Manifests of ${scopeName(scope)}, with the carriers' answers.`}
      actions={
        scope.type === 'site' ? (
          <Button
            component={Link}
            to={contextPath('manifest.create', scopeContext(scope))}
            disabled={creationPrevented}
          >
            Create manifest
          </Button>
        ) : null
      }
    >
      <FilterBar>
        {scope.type === 'org' ? (
          <OptionalFilter
            label="Site"
            anyLabel="All sites"
            options={scope.sites.map((s) => ({ value: s.id, label: s.displayName }))}
            value={query.siteId}
            onChange={(siteId) => update({ siteId })}
            w={200}
          />
        ) : null}
        <OptionalFilter
          label="Status"
          options={manifestStatuses.map((s) => ({ value: s, label: manifestStatusLabels[s] }))}
          value={query.status}
          onChange={(value) => update({ status: manifestStatuses.find((s) => s === value) ?? null })}
          w={140}
        />
        <OptionalFilter
          label="Type"
          options={movementTypes.map((t) => ({ value: t, label: typeLabel(t) }))}
          value={query.type}
          onChange={(value) => update({ type: movementTypes.find((t) => t === value) ?? null })}
          w={200}
        />
        <OptionalFilter
          label="Service"
          options={services}
          value={query.serviceId}
          onChange={(serviceId) => update({ serviceId })}
          w={220}
        />
        <OptionalFilter
          label="Dangerous goods"
          options={[
            { value: 'true', label: 'With' },
            { value: 'false', label: 'Without' },
          ]}
          value={query.dangerousGoods === null ? null : String(query.dangerousGoods)}
          onChange={(value) => update({ dangerousGoods: value === null ? null : value === 'true' })}
          w={150}
        />
        <DateRangeFilter
          label="Created"
          from={query.createdFrom}
          to={query.createdTo}
          onChange={({ from, to }) => update({ createdFrom: from, createdTo: to })}
        />
      </FilterBar>
      <ListResult answer={manifests} noun="manifests" state={query} onChange={update}>
        {(rows) => (
          <ManifestsTable
            {...rows}
            showSite={scope.type === 'org'}
            filtered={isManageFiltered(query)}
            popupsFor={(siteId) => documentPopupsEnabled(scope.sites.find((s) => s.id === siteId))}
          />
        )}
      </ListResult>
    </Screen>
  );
}
