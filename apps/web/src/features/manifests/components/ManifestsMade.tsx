import { Alert, Anchor, Button, Group, VisuallyHidden } from '@mantine/core';
import type { ManifestDetail, Site } from '@freight/contracts';
import { Link } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { documentPopupsEnabled } from '../../../shared/lib/dev-flags';
import { useTakeFocus } from '../../../shared/ui/a11y/take-focus';
import { documentLinkProps } from '../../../shared/ui/document-link';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { RecordNumberLink } from '../../../shared/ui/list/RecordNumberLink';
import { manifestDocumentPath, manifestViewPath, pickupPrefillPath } from '../lib/links';
import { formatDay, formatVolume, formatWeight } from '../../../shared/lib/display-format';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { SimpleTable } from '../../../shared/ui/SimpleTable';
import type { SimpleColumn } from '../../../shared/ui/SimpleTable';

function columns(popups: boolean): SimpleColumn<ManifestDetail>[] {
  return [
    {
      header: 'Manifest',
      cell: (m) => <RecordNumberLink to={manifestViewPath(m)}>{m.manifestNumber}</RecordNumberLink>,
    },
    { header: 'Carrier', cell: (m) => `${m.carrier.name} (${m.carrierAccount})` },
    { header: 'Dispatch date', cell: (m) => formatDay(m.dispatchDate) },
    { header: 'Consignments', align: 'right', cell: (m) => m.consignmentCount },
    { header: 'Items', align: 'right', cell: (m) => m.itemQuantity },
    { header: 'Weight', align: 'right', cell: (m) => formatWeight(m.weight) },
    { header: 'Volume', align: 'right', cell: (m) => formatVolume(m.volume) },
    {
      header: <VisuallyHidden>Documents and pickup</VisuallyHidden>,
      cell: (m) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor
            {...documentLinkProps(manifestDocumentPath(m.id), popups)}
            aria-label={`PDF of manifest ${m.manifestNumber}`}
          >
            View PDF
          </Anchor>
          <Anchor
            component={Link}
            to={pickupPrefillPath(
              m,
              m.consignments.map((c) => c.id),
            )}
          >
            Request pickup
          </Anchor>
        </Group>
      ),
    },
  ];
}

/** After creating: each manifest made, its PDF, and a pickup to request for its consignments. */
export function ManifestsMade({ manifests, site }: { manifests: readonly ManifestDetail[]; site: Site }) {
  const ctx = { type: 'site' as const, id: site.id };
  const popups = documentPopupsEnabled(site);
  // the selection and its Create button are gone: the outcome has the focus
  const outcome = useTakeFocus<HTMLDivElement>();
  return (
    <PageFrame>
      <PageHeader
        title="Create manifest"
        actions={
          <>
            <Button variant="default" component={Link} to={contextPath('consignment.readyToManifest', ctx)}>
              Ready to manifest
            </Button>
            <Button component={Link} to={contextPath('manifest.manage', ctx)}>
              Manage manifests
            </Button>
          </>
        }
      />
      <Alert color="green" mb="md" role="status" ref={outcome} tabIndex={-1}>
        {manifests.length === 1 ? 'Manifest created' : `${manifests.length} manifests created`}, and sent to
        the carriers.
      </Alert>
      <SimpleTable
        withTableBorder
        verticalSpacing={6}
        aria-label="Manifests created"
        columns={columns(popups)}
        rows={manifests}
        rowKey={(m) => m.id}
      />
    </PageFrame>
  );
}
