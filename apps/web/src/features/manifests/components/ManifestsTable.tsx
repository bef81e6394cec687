import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { Manifest } from '@freight/contracts';
import { Link } from 'react-router';
import { documentLinkProps } from '../../../shared/ui/document-link';
import { SortableTh } from '../../../shared/ui/list/SortableTh';
import { manifestDocumentPath, manifestViewPath } from '../lib/links';
import {
  formatDay,
  formatInstant,
  formatVolume,
  formatWeight,
  manifestStatusColours,
  manifestStatusLabels,
  typeLabel,
} from '../lib/manifest-format';

/** Spec 3 (O19): the manifests of a page; each opens its manifest and its PDF. */
export function ManifestsTable({
  manifests,
  sort,
  onSort,
  showSite,
  popupsFor,
}: {
  manifests: readonly Manifest[];
  sort: string;
  onSort: (sort: string) => void;
  showSite: boolean;
  /** Whether a manifest's PDF opens in a new window, by its site's `documentPopups` flag (E09-E12). */
  popupsFor: (siteId: string) => boolean;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="sm" aria-label="Manifests">
      <Table.Thead>
        <Table.Tr>
          <SortableTh sortKey="manifest" sort={sort} onSort={onSort}>
            Manifest
          </SortableTh>
          <SortableTh sortKey="created" sort={sort} onSort={onSort}>
            Created
          </SortableTh>
          <Table.Th w={120}>Status</Table.Th>
          <SortableTh sortKey="service" sort={sort} onSort={onSort}>
            Carrier · service
          </SortableTh>
          <SortableTh sortKey="from" sort={sort} onSort={onSort}>
            From
          </SortableTh>
          <Table.Th>Dispatch date</Table.Th>
          <Table.Th ta="right">Consignments</Table.Th>
          <SortableTh sortKey="items" sort={sort} onSort={onSort} align="right">
            Items
          </SortableTh>
          <SortableTh sortKey="volume" sort={sort} onSort={onSort} align="right">
            Volume
          </SortableTh>
          <SortableTh sortKey="weight" sort={sort} onSort={onSort} align="right">
            Weight
          </SortableTh>
          <Table.Th>Document</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {manifests.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={11}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                No manifests match.
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          manifests.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Anchor component={Link} to={manifestViewPath(m)} ff="monospace">
                  {m.manifestNumber}
                </Anchor>
                {m.hasDangerousGoods ? (
                  <Badge size="xs" color="orange" ml={4}>
                    DG
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{formatInstant(m.created)}</Table.Td>
              <Table.Td>
                <Badge color={manifestStatusColours[m.status]} variant="light">
                  {manifestStatusLabels[m.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{`${m.carrier.name} · ${m.agreedServices.map((s) => s.name).join(', ')}`}</Text>
                <Text size="xs" c="dimmed">
                  {typeLabel(m.consignmentType)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.senderName}</Text>
                {showSite ? (
                  <Text size="xs" c="dimmed">
                    {m.site.name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDay(m.dispatchDate)}</Table.Td>
              <Table.Td ta="right">{m.consignmentCount}</Table.Td>
              <Table.Td ta="right">{m.itemQuantity}</Table.Td>
              <Table.Td ta="right">{formatVolume(m.volume)}</Table.Td>
              <Table.Td ta="right">{formatWeight(m.weight)}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Anchor
                    {...documentLinkProps(manifestDocumentPath(m.id), popupsFor(m.siteId))}
                    aria-label={`PDF of manifest ${m.manifestNumber}`}
                  >
                    PDF
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
