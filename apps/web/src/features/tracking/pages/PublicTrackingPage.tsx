import '../../../shared/ui/styles/mantine-shell';
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { trackingEventLabels, trackingMessages, type PublicTracking } from '@freight/contracts';
import { formatEventTime, serviceLabel } from '@freight/rules';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/lib/api-error';
import { breakingOnlyAfterCommas } from '../../../shared/lib/display-format';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { usePlatformConfig } from '../../../shared/lib/platform-config';
import { usePublicTracking } from '../api/get-public-tracking';
import { MAIN_CONTENT_ID } from '../../../shared/ui/a11y/SkipLink';
import classes from '../../../shared/ui/TrackingEvents.module.css';

const formatDate = (date: string | null) =>
  date
    ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'Not yet known';

function Summary({ tracking }: { tracking: PublicTracking }) {
  const status = tracking.status ? trackingEventLabels[tracking.status] : 'Booked';
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Title order={1} size="h2">
          Consignment {tracking.consignmentNo}
        </Title>
        <Badge size="lg" color={tracking.isFullyDelivered ? 'green' : 'blue'} variant="light" role="status">
          {status}
        </Badge>
      </Group>
      <Text>
        From {tracking.senderName} to {tracking.receiver.name}, {tracking.receiver.locality}{' '}
        {tracking.receiver.state} {tracking.receiver.postcode} · {tracking.itemQuantity}{' '}
        {tracking.itemQuantity === 1 ? 'item' : 'items'} ·{' '}
        {serviceLabel({ carrierName: tracking.carrierName, name: tracking.serviceName })}
      </Text>
      {tracking.isFullyDelivered ? null : (
        <Text>
          <Text span c="dimmed">
            Estimated delivery:{' '}
          </Text>
          <Text span fw={600}>
            {formatDate(tracking.estimatedTimeOfArrival)}
          </Text>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Beyond the spec: the receiver's tracking page behind a random link. It shows the brand, status, ETA, the
 * carrier's events in the receiver's time and, once delivered, the proof of delivery; nothing of prices or the
 * sender's contacts, and an unknown link shows the same message whatever it is.
 */
export function PublicTrackingPage() {
  const { token = '' } = useParams();
  const config = usePlatformConfig();
  const tracking = usePublicTracking(token);
  const brand = tracking.data?.brandName ?? config.data?.brandName ?? '';
  return (
    // the page's main landmark, which the skip link leads to as on every other page
    <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl">
      <Stack gap="lg">
        <Text fw={700} size="lg" c="var(--mantine-color-brand-text)">
          {brand}
        </Text>
        {tracking.isPending ? <Loader aria-label="Loading tracking" /> : null}
        {tracking.isError ? (
          <Alert color="red" role="alert">
            {isApiError(tracking.error, 'notFound')
              ? trackingMessages.notFound
              : displayMessageFor(tracking.error)}
          </Alert>
        ) : null}
        {tracking.data ? (
          <>
            <Summary tracking={tracking.data} />
            {tracking.data.proofsOfDelivery.length > 0 ? (
              <Group gap="sm">
                {tracking.data.proofsOfDelivery.map((pod, index) => (
                  <Anchor key={pod.documentId} href={pod.href} target="_blank" rel="noopener">
                    Proof of delivery{tracking.data.proofsOfDelivery.length > 1 ? ` ${index + 1}` : ''}
                  </Anchor>
                ))}
              </Group>
            ) : null}
            <Paper withBorder p="md" radius="sm">
              <Title order={2} size="h4" mb="sm">
                Journey
              </Title>
              {tracking.data.events.length === 0 ? (
                <Text c="dimmed" size="sm">
                  The carrier has not reported anything yet.
                </Text>
              ) : (
                <div className={classes.events}>
                  {/* role stated: where a phone lays its rows out as a grid, Chromium would read it as layout */}
                  <Table aria-label="Tracking events" role="table" verticalSpacing={6}>
                    <Table.Tbody>
                      {[...tracking.data.events].reverse().map((event, index) => (
                        <Table.Tr
                          key={`${event.type}-${event.data.occurredAt}-${index}`}
                          className={classes.event}
                        >
                          <Table.Td>
                            {/* on a phone the time breaks only between the day and the hour */}
                            {breakingOnlyAfterCommas(
                              formatEventTime(event.data.occurredAt, tracking.data.timeZone),
                            )}
                          </Table.Td>
                          <Table.Td fw={600}>{trackingEventLabels[event.type]}</Table.Td>
                          {/* a carrier's long reference or number wraps rather than widening the page */}
                          <Table.Td className={classes.detail} style={{ overflowWrap: 'anywhere' }}>
                            {[event.data.description, event.data.reason, event.data.location]
                              .filter(Boolean)
                              .join(' · ')}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              )}
            </Paper>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
