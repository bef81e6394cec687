import { SimpleGrid, Stack, Text } from '@mantine/core';
import { pickupMessages, type CarrierPickup } from '@freight/contracts';
import { summaryValues } from '../lib/summary';

const labels = pickupMessages.summaryLabels;
const order = [
  'from',
  'carrierAccount',
  'carrierService',
  'pickupDate',
  'pickupWindow',
  'totalVolume',
  'totalWeight',
  'totalItems',
] as const;

/** Spec 2 (Q30 to Q37): the pickup as the carrier sees it, and nothing more. */
export function PickupSummary({ pickup }: { pickup: CarrierPickup }) {
  const values = summaryValues(pickup);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
      {order.map((key) => (
        <Stack key={key} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {labels[key]}
          </Text>
          {/* a sender's name or street may run long without a space: it breaks rather than widening the card */}
          <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {values[key]}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
