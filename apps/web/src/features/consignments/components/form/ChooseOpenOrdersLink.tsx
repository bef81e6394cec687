import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { contextPath } from '../../../../shared/config/paths';

/**
 * The way back to the site's open orders from a notice about orders that cannot make this consignment. It takes
 * the notice's own text colour, underlined, which keeps its contrast on the notice's yellow in either theme.
 */
export function ChooseOpenOrdersLink({ siteId }: { siteId: string }) {
  return (
    <Text size="sm">
      <Anchor
        component={Link}
        to={contextPath('order.manage', { type: 'site', id: siteId })}
        c="inherit"
        underline="always"
      >
        Choose open orders
      </Anchor>
    </Text>
  );
}
