import { Anchor, Badge, Text } from '@mantine/core';
import type { PickupSummary, Site } from '@freight/contracts';
import { carrierBarService, pickupWindowText } from '@freight/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import type { SortedRows } from '../../../shared/ui/list/table-props';
import { siteColumns } from '../../../shared/ui/list/site-column';
import { formatWeekday, NO_VALUE } from '../../../shared/lib/display-format';
import { statusColor, statusLabel } from '../lib/pickup-text';

/**
 * Free text (a name, a reference the carrier set of up to 100 characters) breaks anywhere when it must: a long
 * unbroken word wraps within its cell instead of widening the table past the page.
 */
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

function FreeText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={breakAnywhere}>
      {children}
    </Text>
  );
}

function columns(
  sites: readonly Site[],
  linkTo: (pickup: PickupSummary) => string,
): DataColumn<PickupSummary>[] {
  return [
    {
      key: 'pickupDate',
      header: 'Pickup date',
      sortKey: 'pickupDate',
      cell: (pickup) => (
        <Anchor component={Link} to={linkTo(pickup)} size="sm">
          {formatWeekday(pickup.pickupDate).replace(/(\d+) /, '$1\u00a0')}
        </Anchor>
      ),
    },
    // a narrow column breaks a window at its dash, never between a time and its am or pm
    {
      key: 'window',
      header: 'Window',
      cell: (pickup) => pickupWindowText(pickup.pickupWindow).replace(/ (am|pm)/g, '\u00a0$1'),
    },
    // the sender's name keeps room to read: a long carrier and service would squeeze it to one word a line
    {
      key: 'from',
      header: 'From',
      cell: (pickup) => (
        <Text size="sm" miw="7.5rem" style={breakAnywhere}>
          {pickup.senderName}
        </Text>
      ),
    },
    ...siteColumns<PickupSummary>(sites).map((column) => ({
      ...column,
      cell: (pickup: PickupSummary) => <FreeText>{column.cell(pickup)}</FreeText>,
    })),
    {
      key: 'service',
      header: 'Carrier | Service',
      cell: (pickup) => (
        <FreeText>
          {pickup.carrierName ? carrierBarService(pickup.carrierName, pickup.serviceName ?? '') : NO_VALUE}
        </FreeText>
      ),
    },
    {
      key: 'reference',
      header: 'Reference',
      cell: (pickup) => (
        <FreeText>
          {[pickup.reference, pickup.carrierReference].filter(Boolean).join(' / ') || NO_VALUE}
        </FreeText>
      ),
    },
    { key: 'items', header: 'Items', align: 'right', cell: (pickup) => pickup.totalItems },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (pickup) => (
        <Badge color={statusColor[pickup.status]} variant="light">
          {statusLabel(pickup.status)}
        </Badge>
      ),
    },
  ];
}

/** One row a pickup: when, from where, which carrier, and what it answered. */
export function PickupsTable({
  sites,
  linkTo,
  ...rows
}: SortedRows<PickupSummary> & {
  sites: readonly Site[];
  linkTo: (pickup: PickupSummary) => string;
}) {
  return (
    <DataTable {...rows} aria-label="Pickups" columns={columns(sites, linkTo)} empty="No pickups found." />
  );
}
