import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import type { TrackingEvent, TrackingEventType } from '@freight/contracts';
import { formatInstant } from '../../lib/list-format';
import { ViewSection } from './ViewSection';

const eventLabels: Record<TrackingEventType, string> = {
  pickedUp: 'Picked up',
  inTransit: 'In transit',
  outForDelivery: 'Out for delivery',
  partiallyDelivered: 'Partially delivered',
  delivered: 'Delivered',
  proofOfDelivery: 'Proof of delivery',
  exception: 'Exception',
};

/** Spec 2 (S02): a proof of delivery event with a document shows "POD available". */
export const isPodAvailable = (event: TrackingEvent): boolean =>
  event.type === 'proofOfDelivery' && !!event.data.documentId;

/** Spec 3, 4: the carrier's tracking events, and the carrier's tracking page when the API offers one (S01). */
export function TrackingCard({
  events,
  trackingHref,
}: {
  events: readonly TrackingEvent[];
  /** Set when HEAD tracking-url answered with a redirect. */
  trackingHref: string | undefined;
}) {
  return (
    <ViewSection title="Tracking">
      <Stack gap="sm">
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tracking events yet.
          </Text>
        ) : (
          <Table aria-label="Tracking events" verticalSpacing={4}>
            <Table.Tbody>
              {events.map((event, index) => (
                <Table.Tr key={`${event.type}-${event.data.occurredAt}-${index}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(event.data.occurredAt)}</Table.Td>
                  <Table.Td fw={600}>{eventLabels[event.type]}</Table.Td>
                  <Table.Td>
                    {[event.data.description, event.data.location].filter(Boolean).join(' · ')}
                  </Table.Td>
                  <Table.Td>
                    {isPodAvailable(event) ? (
                      <Badge color="green" variant="light">
                        POD available
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {trackingHref ? (
          <Anchor href={trackingHref} target="_blank" rel="noopener noreferrer">
            Track with carrier
          </Anchor>
        ) : null}
      </Stack>
    </ViewSection>
  );
}
