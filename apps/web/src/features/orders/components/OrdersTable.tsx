import { Anchor, Badge, Text } from '@mantine/core';
import type { Order, Site } from '@freight/contracts';
import { gToKg, mm3ToM3 } from '@freight/rules';
import { Link } from 'react-router';
import { formatDay, oneLineAddress, NO_VALUE } from '../../../shared/lib/display-format';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import type { SortedRows } from '../../../shared/ui/list/table-props';
import { siteColumns } from '../../../shared/ui/list/site-column';
import { TwoLineCell } from '../../../shared/ui/list/TwoLineCell';

const kg = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
// to three places, as every other volume (X10): "0.290", never "0.29"
const m3 = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

export interface OrdersTableProps extends SortedRows<Order> {
  sites: readonly Site[];
  selected: ReadonlySet<string>;
  /** The chosen orders' ids after a box is ticked or cleared. */
  onSelect: (selected: Set<string>) => void;
  consignmentLink: (order: Order) => string | null;
  onDelete: (order: Order) => void;
  filtered: boolean;
}

function columns(
  sites: readonly Site[],
  consignmentLink: (order: Order) => string | null,
): DataColumn<Order>[] {
  return [
    {
      key: 'number',
      header: 'Order',
      sortKey: 'orderNumber',
      width: 150,
      cell: (order) => (
        <Text size="sm" fw={600} ff="monospace">
          {order.orderNumber}
        </Text>
      ),
    },
    {
      key: 'dispatchDate',
      header: 'Dispatch date',
      sortKey: 'dispatchDate',
      width: 140,
      cell: (order) => <Text size="sm">{formatDay(order.dispatchDate)}</Text>,
    },
    {
      key: 'receiver',
      header: 'Receiver',
      sortKey: 'receiver',
      cell: ({ receiver: { name, address } }) => <TwoLineCell main={name} detail={oneLineAddress(address)} />,
    },
    ...siteColumns<Order>(sites),
    {
      key: 'references',
      header: 'References',
      cell: (order) => <Text size="sm">{order.references.join(', ') || NO_VALUE}</Text>,
    },
    { key: 'items', header: 'Items', align: 'right', cell: (order) => order.itemQuantity },
    { key: 'weight', header: 'Weight (kg)', align: 'right', cell: (order) => kg.format(gToKg(order.weight)) },
    {
      key: 'volume',
      header: 'Volume (m³)',
      align: 'right',
      cell: (order) => m3.format(mm3ToM3(order.volume)),
    },
    {
      key: 'consignment',
      header: 'Consignment',
      cell: (order) => {
        const link = consignmentLink(order);
        return order.consignment && link ? (
          <Anchor component={Link} to={link} size="sm" ff="monospace">
            {order.consignment.consignmentNo}
          </Anchor>
        ) : (
          <Badge size="sm" variant="light">
            Open
          </Badge>
        );
      },
    },
  ];
}

/** Spec 3: orders of a site, one a row; open orders can be chosen to make a consignment. */
export function OrdersTable({
  sites,
  selected,
  onSelect,
  consignmentLink,
  onDelete,
  filtered,
  ...rows
}: OrdersTableProps) {
  return (
    <DataTable
      {...rows}
      aria-label="Orders"
      columns={columns(sites, consignmentLink)}
      empty={filtered ? 'No orders match these filters.' : 'There are no orders here.'}
      actions={{ onDelete, nameOf: (order) => `order ${order.orderNumber}` }}
      selection={{
        selected,
        onChange: onSelect,
        noun: 'orders',
        // orders are chosen one by one, for one receiver
        allLabel: null,
        columnName: 'Choose',
        rowLabel: (order) => `Choose order ${order.orderNumber}`,
        canSelect: (order) => order.status === 'open',
      }}
    />
  );
}
