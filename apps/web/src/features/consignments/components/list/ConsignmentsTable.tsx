import { Badge, Group, Stack, Text } from '@mantine/core';
import { trackingEventLabels, type ConsignmentSummary } from '@freight/contracts';
import { formatEventTime } from '@freight/rules';

import { DataTable } from '../../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../../shared/ui/list/DataTable';
import type { SortedRows } from '../../../../shared/ui/list/table-props';
import { CarrierServiceCell, TwoLineCell } from '../../../../shared/ui/list/TwoLineCell';
import {
  formatDayBreakingBeforeYear,
  formatVolume,
  formatWeight,
  placeOf,
  typeLabel,
  NO_VALUE,
} from '../../../../shared/lib/display-format';
import { consignmentStatusLabel } from '../../lib/status';
import { RecordNumberLink } from '../../../../shared/ui/list/RecordNumberLink';

export interface ConsignmentsTableProps extends SortedRows<ConsignmentSummary> {
  linkTo: (consignment: ConsignmentSummary) => string;
  /** Org context lists several sites: each row names its own. */
  showSite: boolean;
  /** Track consignments shows each one's status label (spec 4). */
  showStatus?: boolean;
  /** Resolve consignment issues: each row lists its issues. */
  showIssues?: boolean;
  /** Ids of the selected rows; without it the rows cannot be selected. */
  selected?: ReadonlySet<string>;
  /** The selected rows' ids after a box is ticked or cleared. */
  onSelect?: (selected: Set<string>) => void;
  emptyText: string;
}

type Column = DataColumn<ConsignmentSummary>;

const nowrap = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);

const dayCell = (date: string | null) => <Text size="sm">{formatDayBreakingBeforeYear(date)}</Text>;

/** The newest tracking event and its time in the receiver's zone, or null before the carrier has sent one. */
function latestEventOf(consignment: ConsignmentSummary): { label: string; time: string } | null {
  const event = consignment.tracking.latestEvent;
  if (!event) return null;
  return {
    label: trackingEventLabels[event.type],
    time: formatEventTime(event.data.occurredAt, consignment.receiver.address.timeZone),
  };
}

function LatestEvent({ consignment }: { consignment: ConsignmentSummary }) {
  const event = latestEventOf(consignment);
  if (!event) return <Text size="sm">{NO_VALUE}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {event.label}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {event.time}
      </Text>
    </Stack>
  );
}

/** Where the consignment stands, with the carrier's newest event under it: one column rather than two on Track. */
function StatusWithEvent({ consignment }: { consignment: ConsignmentSummary }) {
  const event = latestEventOf(consignment);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {consignment.isFullyDelivered ? 'Delivered' : consignmentStatusLabel(consignment)}
      </Text>
      {event ? (
        <Text size="xs" c="dimmed">
          {event.label} · {event.time}
        </Text>
      ) : null}
    </Stack>
  );
}

const numberColumn = (linkTo: (consignment: ConsignmentSummary) => string): Column => ({
  key: 'consignment',
  header: 'Consignment',
  sortKey: 'consignment',
  // the type, and the DG mark, are the number's second line: beside it they pushed the list past a laptop window
  cell: (consignment) => (
    <Stack gap={0}>
      <RecordNumberLink to={linkTo(consignment)}>{consignment.consignmentNo}</RecordNumberLink>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {typeLabel(consignment.type)}
        </Text>
        {consignment.hasDangerousGoods ? (
          <Badge size="xs" color="orange" variant="light" title="Dangerous goods">
            DG
          </Badge>
        ) : null}
      </Group>
    </Stack>
  ),
});

const references: Column = {
  key: 'references',
  header: 'References',
  sortKey: 'references',
  cell: (consignment) =>
    consignment.references.length === 0 ? (
      <Text size="sm">{NO_VALUE}</Text>
    ) : (
      // a reference may run to 100 characters: a long one is cut with an ellipsis, and reads whole on hover
      consignment.references.map((reference) => (
        <Text size="sm" key={reference} truncate="end" maw="6.5rem" title={reference}>
          {reference}
        </Text>
      ))
    ),
};

const site: Column = { key: 'site', header: 'Site', cell: (c) => <Text size="sm">{c.site.name}</Text> };
const status: Column = {
  key: 'status',
  header: 'Status',
  cell: (consignment) => <StatusWithEvent consignment={consignment} />,
};
const issues: Column = {
  key: 'issues',
  header: 'Issues',
  cell: (consignment) => (
    <Stack gap={2}>
      {consignment.issues.map((issue) => (
        // dark enough on a striped row in light, light enough in dark (WCAG AA 4.5:1 either way)
        <Text
          key={`${issue.code}${issue.pointer ?? ''}`}
          size="sm"
          c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))"
        >
          {issue.message}
        </Text>
      ))}
    </Stack>
  ),
};
const latest: Column = {
  key: 'latest',
  header: 'Latest event',
  cell: (consignment) => <LatestEvent consignment={consignment} />,
};

/** The U32 columns, with the site, status, issues and latest event where the list shows them. */
function columns({
  linkTo,
  showSite,
  showStatus,
  showIssues,
}: Pick<ConsignmentsTableProps, 'linkTo' | 'showSite'> & { showStatus: boolean; showIssues: boolean }) {
  // the carrier's newest event on every list over an organisation's sites; Track shows it under the status
  const showLatest = showSite && !showStatus;
  const all: (Column | false)[] = [
    numberColumn(linkTo),
    {
      key: 'date',
      header: 'Dispatch date',
      sortKey: 'date',
      cell: (c) => dayCell(c.dispatchDate),
    },
    references,
    showSite && site,
    {
      key: 'carrier',
      header: 'Carrier',
      sortKey: 'carrier',
      cell: (c) => <CarrierServiceCell carrier={c.carrier} agreedService={c.agreedService} />,
    },
    {
      key: 'from',
      header: 'From',
      sortKey: 'from',
      cell: (c) => <TwoLineCell main={c.sender.name} detail={placeOf(c.sender.address)} />,
    },
    {
      key: 'to',
      header: 'To',
      sortKey: 'to',
      cell: (c) => <TwoLineCell main={c.receiver.name} detail={placeOf(c.receiver.address)} />,
    },
    {
      key: 'eta',
      header: 'ETA',
      sortKey: 'eta',
      cell: (c) => dayCell(c.estimatedTimeOfArrival),
    },
    {
      key: 'items',
      header: 'Items',
      sortKey: 'items',
      align: 'right',
      cell: (c) => <Text size="sm">{c.itemQuantity}</Text>,
    },
    {
      key: 'volume',
      header: 'Volume',
      sortKey: 'volume',
      align: 'right',
      cell: (c) => nowrap(formatVolume(c.volume)),
    },
    {
      key: 'weight',
      header: 'Weight',
      sortKey: 'weight',
      align: 'right',
      cell: (c) => nowrap(formatWeight(c.weight)),
    },
    showStatus && status,
    showIssues && issues,
    showLatest && latest,
  ];
  return all.filter((column): column is Column => column !== false);
}

/** Spec 3: consignment rows with the U32 sortable columns; a row's number opens the consignment. */
export function ConsignmentsTable({
  linkTo,
  showSite,
  showStatus = false,
  showIssues = false,
  selected,
  onSelect,
  emptyText,
  ...rows
}: ConsignmentsTableProps) {
  return (
    <DataTable
      {...rows}
      aria-label="Consignments"
      columns={columns({ linkTo, showSite, showStatus, showIssues })}
      empty={emptyText}
      selection={
        selected && onSelect
          ? {
              selected,
              onChange: onSelect,
              noun: 'consignments',
              allLabel: 'Select all on this page',
              rowLabel: (consignment) => `Select consignment ${consignment.consignmentNo}`,
            }
          : undefined
      }
    />
  );
}
