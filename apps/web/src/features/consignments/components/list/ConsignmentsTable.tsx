import { Anchor, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { trackingEventLabels, type ConsignmentSummary } from '@freight/contracts';
import { formatEventTime } from '@freight/rules';
import { Link } from 'react-router';
import { SortableTh } from '../../../../shared/ui/list/SortableTh';
import { formatDay, formatVolume, formatWeight, placeOf, typeLabel } from '../../lib/list-format';
import { consignmentStatusLabel } from '../../lib/status';

export interface ConsignmentsTableProps {
  consignments: readonly ConsignmentSummary[];
  sort: string;
  onSort: (sort: string) => void;
  linkTo: (consignment: ConsignmentSummary) => string;
  /** Org context lists several sites: each row names its own. */
  showSite: boolean;
  /** Track consignments shows each one's status label (spec 4). */
  showStatus?: boolean;
  /** Resolve consignment issues: each row lists its issues. */
  showIssues?: boolean;
  /** Ids of the selected rows; without it the rows cannot be selected. */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: string[], selected: boolean) => void;
  emptyText: string;
}

function Party({ name, place }: { name: string; place: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} lineClamp={1}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {place}
      </Text>
    </Stack>
  );
}

/** The newest tracking event, its time in the receiver's zone. */
function LatestEvent({ consignment }: { consignment: ConsignmentSummary }) {
  const event = consignment.tracking.latestEvent;
  if (!event) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {trackingEventLabels[event.type]}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatEventTime(event.data.occurredAt, consignment.receiver.address.timeZone)}
      </Text>
    </Stack>
  );
}

/** Spec 3: consignment rows with the U32 sortable columns; a row's number opens the consignment. */
export function ConsignmentsTable({
  consignments,
  sort,
  onSort,
  linkTo,
  showSite,
  showStatus = false,
  showIssues = false,
  selected,
  onSelect,
  emptyText,
}: ConsignmentsTableProps) {
  const selectable = selected !== undefined && onSelect !== undefined;
  const pageIds = consignments.map((c) => c.id);
  const selectedOnPage = pageIds.filter((id) => selected?.has(id)).length;
  // the carrier's newest event: on Track consignments and on every list over an organisation's sites
  const showLatest = showStatus || showSite;
  const columns =
    11 +
    (selectable ? 1 : 0) +
    (showSite ? 1 : 0) +
    (showStatus ? 1 : 0) +
    (showLatest ? 1 : 0) +
    (showIssues ? 1 : 0);
  const th = (key: string, label: string, align?: 'right') => (
    <SortableTh sortKey={key} sort={sort} onSort={onSort} align={align}>
      {label}
    </SortableTh>
  );
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="sm"
      stickyHeader
      stickyHeaderOffset={60}
      styles={{ th: { whiteSpace: 'nowrap' } }}
      aria-label="Consignments"
    >
      <Table.Thead>
        <Table.Tr>
          {selectable ? (
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all on this page"
                checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                disabled={pageIds.length === 0}
                onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
              />
            </Table.Th>
          ) : null}
          {th('consignment', 'Consignment')}
          {th('date', 'Dispatch date')}
          {th('references', 'References')}
          {showSite ? <Table.Th>Site</Table.Th> : null}
          {th('carrier', 'Carrier')}
          {th('from', 'From')}
          {th('to', 'To')}
          {th('eta', 'ETA')}
          {th('items', 'Items', 'right')}
          {th('volume', 'Volume', 'right')}
          {th('weight', 'Weight', 'right')}
          {showStatus ? <Table.Th>Status</Table.Th> : null}
          {showIssues ? <Table.Th>Issues</Table.Th> : null}
          {showLatest ? <Table.Th>Latest event</Table.Th> : null}
          <Table.Th>Type</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {consignments.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={columns}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {consignments.map((consignment) => (
          <Table.Tr
            key={consignment.id}
            bg={selected?.has(consignment.id) ? 'var(--mantine-primary-color-light)' : undefined}
          >
            {selectable ? (
              <Table.Td>
                <Checkbox
                  aria-label={`Select consignment ${consignment.consignmentNo}`}
                  checked={selected.has(consignment.id)}
                  onChange={(event) => onSelect([consignment.id], event.currentTarget.checked)}
                />
              </Table.Td>
            ) : null}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Group gap={6} wrap="nowrap">
                <Anchor component={Link} to={linkTo(consignment)} size="sm" fw={600} ff="monospace">
                  {consignment.consignmentNo}
                </Anchor>
                {consignment.hasDangerousGoods ? (
                  <Badge
                    size="xs"
                    color="orange"
                    variant="light"
                    title="Dangerous goods"
                    style={{ flexShrink: 0 }}
                  >
                    DG
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDay(consignment.dispatchDate)}</Text>
            </Table.Td>
            <Table.Td>
              {consignment.references.length === 0 ? (
                <Text size="sm">—</Text>
              ) : (
                consignment.references.map((reference) => (
                  <Text size="sm" key={reference} style={{ whiteSpace: 'nowrap' }}>
                    {reference}
                  </Text>
                ))
              )}
            </Table.Td>
            {showSite ? (
              <Table.Td>
                <Text size="sm">{consignment.site.name}</Text>
              </Table.Td>
            ) : null}
            <Table.Td>
              <Party name={consignment.carrier.name} place={consignment.agreedService.name} />
            </Table.Td>
            <Table.Td>
              <Party name={consignment.sender.name} place={placeOf(consignment.sender.address)} />
            </Table.Td>
            <Table.Td>
              <Party name={consignment.receiver.name} place={placeOf(consignment.receiver.address)} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDay(consignment.estimatedTimeOfArrival)}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm">{consignment.itemQuantity}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatVolume(consignment.volume)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatWeight(consignment.weight)}
              </Text>
            </Table.Td>
            {showStatus ? (
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {consignment.isFullyDelivered ? 'Delivered' : consignmentStatusLabel(consignment)}
                </Text>
              </Table.Td>
            ) : null}
            {showIssues ? (
              <Table.Td>
                <Stack gap={2}>
                  {consignment.issues.map((issue) => (
                    <Text key={`${issue.code}${issue.pointer ?? ''}`} size="sm" c="red.8">
                      {issue.message}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            ) : null}
            {showLatest ? (
              <Table.Td>
                <LatestEvent consignment={consignment} />
              </Table.Td>
            ) : null}
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {typeLabel(consignment.type)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
