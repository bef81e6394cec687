import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Order } from '@freight/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { consignmentAtSite, contextPath } from '../../../shared/config/paths';
import { scopeName, type ScopedPageProps } from '../../../shared/lib/context-scope';
import { buildQuery } from '../../../shared/lib/query-string';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import { DebouncedTextInput } from '../../../shared/ui/list/DebouncedTextInput';
import { DateRangeFilter } from '../../../shared/ui/list/DateRangeFilter';
import { FilterBar } from '../../../shared/ui/list/FilterBar';
import { ListResult } from '../../../shared/ui/list/ListResult';
import { Screen } from '../../../shared/ui/list/Screen';
import { useKeptSelection } from '../../../shared/ui/list/DataTableSelection';
import { useDeleteOrder } from '../api/delete-order';
import { useOrders } from '../api/list-orders';
import { OrdersTable } from '../components/OrdersTable';
import {
  isFiltered,
  ordersApiQuery,
  ordersQueryParams,
  parseOrdersQuery,
  type OrdersQuery,
} from '../lib/manage-query';
import { consignmentFromOrders } from '../lib/order-selection';

/**
 * Spec 2 (R01, issue 15): the orders of the site, or in org context of the organisation's sites with order
 * integration, searched, filtered and paged; chosen open orders of one receiver become one consignment.
 */
export function ManageOrdersPage({ scope, creationPrevented, defaultPageSize }: ScopedPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = parseOrdersQuery(searchParams, defaultPageSize);
  const orders = useOrders(
    ordersApiQuery(
      scope.type === 'site' ? { siteId: scope.site.id } : { organisationId: scope.organisation.id },
      query,
    ),
  );
  const remove = useDeleteOrder();
  // chosen orders are kept by id with the order itself, so a choice survives paging (not another filter)
  const choosing = useKeptSelection<Order>(query);
  const chosen = choosing.kept;
  const choice = consignmentFromOrders([...chosen.values()]);

  const update = (change: Partial<OrdersQuery>) =>
    setSearchParams(
      new URLSearchParams(buildQuery(ordersQueryParams({ ...query, page: 0, ...change }, defaultPageSize))),
    );

  const createConsignment = () => {
    if (!choice.ok) return;
    void navigate(
      contextPath('consignment.create.outbound', { type: 'site', id: choice.siteId }, undefined, {
        orders: [...chosen.keys()],
      }),
    );
  };

  // the shared row delete: its confirm, its toasts, and the focus kept in the list once the row has gone
  const deleteOrder = (order: Order) =>
    confirmDelete(
      {
        title: `Delete order ${order.orderNumber}?`,
        message: `Order ${order.orderNumber} will be deleted. This cannot be undone.`,
        deleted: `Order ${order.orderNumber} deleted`,
      },
      async () => {
        await remove.mutateAsync(order.id);
        choosing.remove(order.id);
      },
    );

  return (
    <Screen
      title="Manage orders"
      description={`Orders received for ${scopeName(scope)}. Choose orders for one receiver to send them together.`}
      actions={
        <Stack gap={2} align="flex-end">
          <Button onClick={createConsignment} disabled={creationPrevented || !choice.ok}>
            {chosen.size > 1 ? `Create consignment from ${chosen.size} orders` : 'Create consignment'}
          </Button>
          {chosen.size > 0 && !choice.ok ? (
            <Text size="xs" c="red" role="status">
              {choice.reason}
            </Text>
          ) : null}
        </Stack>
      }
    >
      <FilterBar>
        <SegmentedControl
          aria-label="Orders shown"
          data={[
            { value: 'open', label: 'Open' },
            { value: 'converted', label: 'Consigned' },
          ]}
          value={query.status}
          onChange={(value) => update({ status: value === 'converted' ? 'converted' : 'open' })}
        />
        <DebouncedTextInput
          label="Search"
          placeholder="Order number, reference, receiver"
          value={query.search}
          onChange={(search) => update({ search })}
          w={300}
        />
        <DebouncedTextInput
          label="Receiver"
          value={query.receiver}
          onChange={(receiver) => update({ receiver })}
          w={180}
        />
        <DateRangeFilter
          label="Dispatch"
          from={query.from || null}
          to={query.to || null}
          onChange={({ from, to }) => update({ from: from ?? '', to: to ?? '' })}
        />
      </FilterBar>
      <ListResult answer={orders} noun="orders" state={query} onChange={update}>
        {(rows) => (
          <OrdersTable
            {...rows}
            sites={scope.sites}
            selected={choosing.keys}
            onSelect={(keys) => choosing.change(rows.rows, keys)}
            consignmentLink={(order) =>
              order.consignment ? consignmentAtSite(order.siteId, order.consignment.id) : null
            }
            onDelete={(order) => void deleteOrder(order)}
            filtered={isFiltered(query)}
          />
        )}
      </ListResult>
    </Screen>
  );
}
