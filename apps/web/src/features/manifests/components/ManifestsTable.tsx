import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { Manifest } from '@freight/contracts';

import { documentLinkProps } from '../../../shared/ui/document-link';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import type { SortedRows } from '../../../shared/ui/list/table-props';
import { manifestDocumentPath, manifestViewPath } from '../lib/links';
import {
  formatDayBreakingBeforeYear,
  formatInstant,
  formatVolume,
  formatWeight,
  typeLabel,
} from '../../../shared/lib/display-format';
import { manifestStatusColours, manifestStatusLabels } from '../lib/manifest-format';
import { NotedCell } from '../../../shared/ui/list/NotedCell';
import { RecordNumberLink } from '../../../shared/ui/list/RecordNumberLink';

function columns(showSite: boolean, popupsFor: (siteId: string) => boolean): DataColumn<Manifest>[] {
  return [
    {
      key: 'manifest',
      header: 'Manifest',
      sortKey: 'manifest',
      cell: (m) => (
        <Group gap={6} wrap="nowrap">
          <RecordNumberLink to={manifestViewPath(m)}>{m.manifestNumber}</RecordNumberLink>
          {m.hasDangerousGoods ? (
            <Badge size="xs" color="orange">
              DG
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'created', header: 'Created', sortKey: 'created', cell: (m) => formatInstant(m.created) },
    {
      key: 'status',
      header: 'Status',
      width: 120,
      cell: (m) => (
        <Badge size="sm" color={manifestStatusColours[m.status]} variant="light">
          {manifestStatusLabels[m.status]}
        </Badge>
      ),
    },
    {
      key: 'service',
      header: 'Carrier · service',
      sortKey: 'service',
      // the carrier over its services and the type, each read whole: one run-on line squeezed into six
      cell: (m) => (
        <Stack gap={0} miw="10rem">
          <Text size="sm" fw={500}>
            {m.carrier.name}
          </Text>
          <Text size="xs">{m.agreedServices.map((s) => s.name).join(', ')}</Text>
          <Text size="xs" c="dimmed">
            {typeLabel(m.consignmentType)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'from',
      header: 'From',
      sortKey: 'from',
      cell: (m) => <NotedCell text={m.senderName} note={showSite ? m.site.name : null} />,
    },
    {
      key: 'dispatchDate',
      header: 'Dispatch date',
      cell: (m) => formatDayBreakingBeforeYear(m.dispatchDate),
    },
    { key: 'consignments', header: 'Consignments', align: 'right', cell: (m) => m.consignmentCount },
    { key: 'items', header: 'Items', sortKey: 'items', align: 'right', cell: (m) => m.itemQuantity },
    {
      key: 'volume',
      header: 'Volume',
      sortKey: 'volume',
      align: 'right',
      cell: (m) => formatVolume(m.volume),
    },
    {
      key: 'weight',
      header: 'Weight',
      sortKey: 'weight',
      align: 'right',
      cell: (m) => formatWeight(m.weight),
    },
    {
      key: 'document',
      header: 'Document',
      cell: (m) => (
        <Anchor
          {...documentLinkProps(manifestDocumentPath(m.id), popupsFor(m.siteId))}
          aria-label={`PDF of manifest ${m.manifestNumber}`}
        >
          PDF
        </Anchor>
      ),
    },
  ];
}

/** Spec 3 (O19): the manifests of a page; each opens its manifest and its PDF. */
export function ManifestsTable({
  showSite,
  popupsFor,
  filtered = false,
  ...rows
}: SortedRows<Manifest> & {
  showSite: boolean;
  /** Whether filters narrow the list: an empty list blames them, or says there are none yet. */
  filtered?: boolean;
  /** Whether a manifest's PDF opens in a new window, by its site's `documentPopups` flag (E09-E12). */
  popupsFor: (siteId: string) => boolean;
}) {
  return (
    <DataTable
      {...rows}
      aria-label="Manifests"
      columns={columns(showSite, popupsFor)}
      empty={filtered ? 'No manifests match these filters.' : 'No manifests yet.'}
    />
  );
}
