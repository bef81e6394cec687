import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Order } from '@freight/contracts';
import { PAGE_SIZE_CHOICES } from '@freight/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { scopeName, type ScopedPageProps } from '../../../shared/lib/context-scope';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { buildQuery } from '../../../shared/lib/query-string';
import { confirmDialog } from '../../../shared/ui/dialogs';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { toast } from '../../../shared/ui/feedback/toast';
import { DebouncedTextInput } from '../../../shared/ui/list/DebouncedTextInput';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
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
  // chosen orders are kept by id with the order itself, so a choice survives paging
  const [chosen, setChosen] = useState<ReadonlyMap<string, Order>>(new Map());
  const choice = consignmentFromOrders([...chosen.values()]);

  const update = (change: Partial<OrdersQuery>) =>
    setSearchParams(
      new URLSearchParams(buildQuery(ordersQueryParams({ ...query, page: 0, ...change }, defaultPageSize))),
    );

  const select = (order: Order, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });

  const createConsignment = () => {
    if (!choice.ok) return;
    void navigate(
      contextPath('consignment.create.outbound', { type: 'site', id: choice.siteId }, undefined, {
        orders: [...chosen.keys()],
      }),
    );
  };

  const confirmDelete = async (order: Order) => {
    const confirmed = await confirmDialog({
      title: `Delete order ${order.orderNumber}?`,
      message: `Order ${order.orderNumber} will be deleted. This cannot be undone.`,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(order.id, {
      onSuccess: () => {
        select(order, false);
        toast({ type: 'success', message: `Order ${order.orderNumber} deleted` });
      },
      onError: (error) => toast({ type: 'danger', message: displayMessageFor(error) }),
    });
  };

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
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
      />
      <Group justify="space-between" align="flex-end" mb="sm">
        <Group gap="sm" align="flex-end">
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
            w={260}
          />
          <DebouncedTextInput
            label="Receiver"
            value={query.receiver}
            onChange={(receiver) => update({ receiver })}
            w={180}
          />
          <TextInput
            type="date"
            label="Dispatch from"
            value={query.from}
            onChange={(event) => update({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Dispatch to"
            value={query.to}
            onChange={(event) => update({ to: event.currentTarget.value })}
          />
        </Group>
        <Select
          label="Per page"
          data={PAGE_SIZE_CHOICES.map(String)}
          value={String(query.pageSize)}
          onChange={(next) => update({ pageSize: PAGE_SIZE_CHOICES.find((size) => String(size) === next) })}
          allowDeselect={false}
          w={100}
        />
      </Group>
      <Paper withBorder radius="sm">
        {orders.isError ? (
          <Alert color="red" m="sm">
            {displayMessageFor(orders.error)}
          </Alert>
        ) : orders.data ? (
          <OrdersTable
            orders={orders.data.items}
            sites={scope.sites}
            sort={query.sort}
            onSort={(sort) => update({ sort })}
            selected={new Set(chosen.keys())}
            onSelect={select}
            consignmentLink={(order) =>
              order.consignment
                ? contextPath(
                    'consignment.view',
                    { type: 'site', id: order.siteId },
                    { consignmentId: order.consignment.id },
                  )
                : null
            }
            onDelete={(order) => void confirmDelete(order)}
            filtered={isFiltered(query)}
          />
        ) : (
          <PageLoader label="Loading orders" />
        )}
      </Paper>
      {orders.data ? (
        <ListFooter result={orders.data} onPage={(page) => update({ ...query, page })} noun="orders" />
      ) : null}
    </Paper>
  );
}
