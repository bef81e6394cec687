import { Alert, Text } from '@mantine/core';
import { ChooseOpenOrdersLink } from './ChooseOpenOrdersLink';

/**
 * An order the address names that no longer exists (deleted since it was chosen, or a link from elsewhere): said
 * in words, with the way back to the open orders, rather than "The requested resource was not found".
 */
export function OrdersMissing({ siteId }: { siteId: string }) {
  return (
    <Alert color="yellow" role="alert" title="Order not found">
      <Text size="sm" mb="xs">
        An order this consignment was to be made from no longer exists. It may have been deleted.
      </Text>
      <ChooseOpenOrdersLink siteId={siteId} />
    </Alert>
  );
}
