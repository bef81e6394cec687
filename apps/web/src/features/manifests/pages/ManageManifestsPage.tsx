import { Alert, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { manifestStatuses, movementTypes } from '@freight/contracts';
import { PAGE_SIZE_CHOICES } from '@freight/rules';
import { Link, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { scopeContext, scopeName } from '../../../shared/lib/context-scope';
import { documentPopupsEnabled } from '../../../shared/lib/dev-flags';
import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { buildQuery } from '../../../shared/lib/query-string';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { useManifests } from '../api/search-manifests';
import { ManifestsTable } from '../components/ManifestsTable';
import { manageQueryParams, manageSearchRequest, parseManageQuery } from '../lib/manage-query';
import type { ManageQuery } from '../lib/manage-query';
import { manifestStatusLabels, typeLabel } from '../lib/manifest-format';

const anyValue = { value: '', label: 'Any' };

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
  const services = new Map(
    scope.sites.flatMap((site) =>
      site.agreedServices.map((s) => [s.id, `${s.carrier.name} · ${s.name}`] as const),
    ),
  );

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
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
      />
      <Group justify="space-between" align="flex-end" mb="sm">
        <Group gap="sm" align="flex-end">
          {scope.type === 'org' ? (
            <Select
              label="Site"
              data={[
                { value: '', label: 'All sites' },
                ...scope.sites.map((s) => ({ value: s.id, label: s.displayName })),
              ]}
              value={query.siteId ?? ''}
              onChange={(value) => update({ siteId: value || null })}
              allowDeselect={false}
              w={200}
            />
          ) : null}
          <Select
            label="Status"
            data={[anyValue, ...manifestStatuses.map((s) => ({ value: s, label: manifestStatusLabels[s] }))]}
            value={query.status ?? ''}
            onChange={(value) => update({ status: manifestStatuses.find((s) => s === value) ?? null })}
            allowDeselect={false}
            w={140}
          />
          <Select
            label="Type"
            data={[anyValue, ...movementTypes.map((t) => ({ value: t, label: typeLabel(t) }))]}
            value={query.type ?? ''}
            onChange={(value) => update({ type: movementTypes.find((t) => t === value) ?? null })}
            allowDeselect={false}
            w={200}
          />
          <Select
            label="Service"
            data={[anyValue, ...[...services].map(([value, label]) => ({ value, label }))]}
            value={query.serviceId ?? ''}
            onChange={(value) => update({ serviceId: value || null })}
            allowDeselect={false}
            w={220}
          />
          <Select
            label="Dangerous goods"
            data={[anyValue, { value: 'true', label: 'With' }, { value: 'false', label: 'Without' }]}
            value={query.dangerousGoods === null ? '' : String(query.dangerousGoods)}
            onChange={(value) => update({ dangerousGoods: value === '' ? null : value === 'true' })}
            allowDeselect={false}
            w={150}
          />
          <TextInput
            type="date"
            label="Created from"
            value={query.createdFrom ?? ''}
            onChange={(event) => update({ createdFrom: event.currentTarget.value || null })}
            w={160}
          />
          <TextInput
            type="date"
            label="Created to"
            value={query.createdTo ?? ''}
            onChange={(event) => update({ createdTo: event.currentTarget.value || null })}
            w={160}
          />
        </Group>
        <Select
          label="Per page"
          data={PAGE_SIZE_CHOICES.map(String)}
          value={String(query.pageSize)}
          onChange={(next) =>
            update({ pageSize: PAGE_SIZE_CHOICES.find((c) => String(c) === next) ?? defaultPageSize })
          }
          allowDeselect={false}
          w={100}
        />
      </Group>
      <Paper withBorder radius="sm">
        {manifests.isError ? (
          <Alert color="red" m="sm">
            {displayMessageFor(manifests.error)}
          </Alert>
        ) : manifests.data ? (
          <ManifestsTable
            manifests={manifests.data.items}
            sort={query.sort}
            onSort={(sort) => update({ sort })}
            showSite={scope.type === 'org'}
            popupsFor={(siteId) => documentPopupsEnabled(scope.sites.find((s) => s.id === siteId))}
          />
        ) : (
          <PageLoader label="Loading manifests" />
        )}
      </Paper>
      {manifests.data ? (
        <ListFooter result={manifests.data} onPage={(page) => update({ ...query, page })} noun="manifests" />
      ) : null}
    </Paper>
  );
}
