import { Stack, Text } from '@mantine/core';
import { useAddress } from '../../api/get-address';
import { oneLineAddress } from '../../lib/display-format';

/** Which address "the site's own" is, so the shipper sees where the freight goes from or to. */
export function SiteAddress({ addressId }: { addressId: string }) {
  const address = useAddress(addressId).data;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        The site's own address.
      </Text>
      {address ? <Text size="sm">{oneLineAddress(address)}</Text> : null}
    </Stack>
  );
}
