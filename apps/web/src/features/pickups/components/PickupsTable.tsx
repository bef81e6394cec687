import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { PickupSummary, Site } from '@freight/contracts';
import { pickupWindowText } from '@freight/rules';
import { Link } from 'react-router';
import { SortableTh } from '../../../shared/ui/list/SortableTh';
import { formatDay, statusColor, statusLabel } from '../lib/pickup-text';

/** One row a pickup: when, from where, which carrier, and what it answered. */
export function PickupsTable({
  pickups,
  sites,
  linkTo,
  sort,
  onSort,
}: {
  pickups: readonly PickupSummary[];
  sites: readonly Site[];
  linkTo: (pickup: PickupSummary) => string;
  /** The sorted column, as the API names it ('-' first for descending). */
  sort: string;
  onSort: (sort: string) => void;
}) {
  if (pickups.length === 0)
    return (
      <Text p="md" c="dimmed" size="sm">
        No pickups found.
      </Text>
    );
  const siteName = (id: string) => sites.find((site) => site.id === id)?.displayName ?? '';
  return (
    <Table highlightOnHover aria-label="Pickups" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <SortableTh sortKey="pickupDate" sort={sort} onSort={onSort}>
            Pickup date
          </SortableTh>
          <Table.Th>Window</Table.Th>
          <Table.Th>From</Table.Th>
          {sites.length > 1 ? <Table.Th>Site</Table.Th> : null}
          <Table.Th>Carrier | Service</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th ta="right">Items</Table.Th>
          <SortableTh sortKey="status" sort={sort} onSort={onSort}>
            Status
          </SortableTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pickups.map((pickup) => (
          <Table.Tr key={pickup.id}>
            <Table.Td>
              <Anchor component={Link} to={linkTo(pickup)} size="sm">
                {formatDay(pickup.pickupDate)}
              </Anchor>
            </Table.Td>
            <Table.Td>{pickupWindowText(pickup.pickupWindow)}</Table.Td>
            <Table.Td>{pickup.senderName}</Table.Td>
            {sites.length > 1 ? <Table.Td>{siteName(pickup.siteId)}</Table.Td> : null}
            <Table.Td>
              {pickup.carrierName ? `${pickup.carrierName} | ${pickup.serviceName ?? ''}` : '–'}
            </Table.Td>
            <Table.Td>
              {[pickup.reference, pickup.carrierReference].filter(Boolean).join(' / ') || '–'}
            </Table.Td>
            <Table.Td ta="right">{pickup.totalItems}</Table.Td>
            <Table.Td>
              <Badge color={statusColor[pickup.status]} variant="light">
                {statusLabel(pickup.status)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
