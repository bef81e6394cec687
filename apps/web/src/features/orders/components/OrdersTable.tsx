import { Anchor, Badge, Button, Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Order, Site } from '@freight/contracts';
import { gToKg, mm3ToM3 } from '@freight/rules';
import { Link } from 'react-router';
import { SortableTh } from '../../../shared/ui/list/SortableTh';

const day = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const kg = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const m3 = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3 });

export interface OrdersTableProps {
  orders: readonly Order[];
  sites: readonly Site[];
  sort: string;
  onSort: (sort: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (order: Order, selected: boolean) => void;
  consignmentLink: (order: Order) => string | null;
  onDelete: (order: Order) => void;
  filtered: boolean;
}

/** Spec 3: orders of a site, one a row; open orders can be chosen to make a consignment. */
export function OrdersTable({
  orders,
  sites,
  sort,
  onSort,
  selected,
  onSelect,
  consignmentLink,
  onDelete,
  filtered,
}: OrdersTableProps) {
  const siteName = (id: string) => sites.find((site) => site.id === id)?.displayName ?? '';
  const manySites = sites.length > 1;
  return (
    <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="sm" aria-label="Orders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>Choose</VisuallyHidden>
          </Table.Th>
          <SortableTh sortKey="orderNumber" sort={sort} onSort={onSort} w={150}>
            Order
          </SortableTh>
          <SortableTh sortKey="dispatchDate" sort={sort} onSort={onSort} w={140}>
            Dispatch date
          </SortableTh>
          <SortableTh sortKey="receiver" sort={sort} onSort={onSort}>
            Receiver
          </SortableTh>
          {manySites ? <Table.Th>Site</Table.Th> : null}
          <Table.Th>References</Table.Th>
          <Table.Th ta="right">Items</Table.Th>
          <Table.Th ta="right">Weight (kg)</Table.Th>
          <Table.Th ta="right">Volume (m³)</Table.Th>
          <Table.Th>Consignment</Table.Th>
          <Table.Th w={90}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={manySites ? 11 : 10}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {filtered ? 'No orders match these filters.' : 'There are no orders here.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {orders.map((order) => {
          const link = consignmentLink(order);
          const { address } = order.receiver;
          return (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Choose order ${order.orderNumber}`}
                  checked={selected.has(order.id)}
                  disabled={order.status !== 'open'}
                  onChange={(event) => onSelect(order, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} ff="monospace">
                  {order.orderNumber}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDay(order.dispatchDate)}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {order.receiver.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {`${address.line1}, ${address.locality} ${address.subdivision} ${address.postcode}`}
                  </Text>
                </Stack>
              </Table.Td>
              {manySites ? <Table.Td>{siteName(order.siteId)}</Table.Td> : null}
              <Table.Td>
                <Text size="sm">{order.references.join(', ') || '–'}</Text>
              </Table.Td>
              <Table.Td ta="right">{order.itemQuantity}</Table.Td>
              <Table.Td ta="right">{kg.format(gToKg(order.weight))}</Table.Td>
              <Table.Td ta="right">{m3.format(mm3ToM3(order.volume))}</Table.Td>
              <Table.Td>
                {order.consignment && link ? (
                  <Anchor component={Link} to={link} size="sm" ff="monospace">
                    {order.consignment.consignmentNo}
                  </Anchor>
                ) : (
                  <Badge size="sm" variant="light">
                    Open
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete order ${order.orderNumber}`}
                  onClick={() => onDelete(order)}
                >
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
