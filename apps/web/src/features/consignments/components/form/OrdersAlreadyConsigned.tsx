import { Alert, Anchor, List } from '@mantine/core';
import { orderMessages, type Order } from '@freight/contracts';
import { Link } from 'react-router';
import { consignmentAtSite } from '../../../../shared/config/paths';
import { ChooseOpenOrdersLink } from './ChooseOpenOrdersLink';

/**
 * Issue 15: orders a consignment has been made from since they were chosen (another user, another tab, an address
 * opened again) cannot make another. Said before the form is filled in, with where each went, rather than on
 * saving, when nothing on the form can put it right. Its links take the notice's own text colour, underlined, which
 * keeps their contrast on its yellow in either theme.
 */
export function OrdersAlreadyConsigned({ orders }: { orders: readonly Order[] }) {
  const [first] = orders;
  if (!first) return null;
  return (
    <Alert color="yellow" role="alert" title={orderMessages.orderConverted}>
      <List size="sm" mb="xs">
        {orders.map((order) => (
          <List.Item key={order.id}>
            {`Order ${order.orderNumber}`}
            {order.consignment ? (
              <>
                {': '}
                <Anchor
                  component={Link}
                  to={consignmentAtSite(order.siteId, order.consignment.id)}
                  inherit
                  c="inherit"
                  underline="always"
                >
                  {order.consignment.consignmentNo}
                </Anchor>
              </>
            ) : null}
          </List.Item>
        ))}
      </List>
      <ChooseOpenOrdersLink siteId={first.siteId} />
    </Alert>
  );
}
