import { Alert, Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
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
      <Table withTableBorder verticalSpacing={6} aria-label="Manifests created">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Manifest</Table.Th>
            <Table.Th>Carrier</Table.Th>
            <Table.Th>Dispatch date</Table.Th>
            <Table.Th ta="right">Consignments</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
            <Table.Th ta="right">Volume</Table.Th>
            <Table.Th>
              <VisuallyHidden>Documents and pickup</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {manifests.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <RecordNumberLink to={manifestViewPath(m)}>{m.manifestNumber}</RecordNumberLink>
              </Table.Td>
              <Table.Td>{`${m.carrier.name} (${m.carrierAccount})`}</Table.Td>
              <Table.Td>{formatDay(m.dispatchDate)}</Table.Td>
              <Table.Td ta="right">{m.consignmentCount}</Table.Td>
              <Table.Td ta="right">{m.itemQuantity}</Table.Td>
              <Table.Td ta="right">{formatWeight(m.weight)}</Table.Td>
              <Table.Td ta="right">{formatVolume(m.volume)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PageFrame>
  );
}
