import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { trackingEventLabels, type TrackingEvent } from '@freight/contracts';
import { formatEventTime, trackingStatusOf } from '@freight/rules';
import { recordAction } from '../../../../shared/lib/telemetry';
import { documentLinkProps } from '../../../../shared/ui/document-link';
import { breakingOnlyAfterCommas, formatDay } from '../../../../shared/lib/display-format';
import { ReceiverLink } from './ReceiverLink';
import { ViewSection } from './ViewSection';
import { TableScroller } from '../../../../shared/ui/TableScroller';
import classes from '../../../../shared/ui/TrackingEvents.module.css';

/** Spec 2 (S02): a proof of delivery event with a document shows "POD available". */
export const isPodAvailable = (event: TrackingEvent): boolean =>
  event.type === 'proofOfDelivery' && !!event.data.documentId;

const detailOf = (event: TrackingEvent) =>
  [
    event.data.description,
    event.data.reason,
    event.data.eta ? `New ETA ${formatDay(event.data.eta)}` : null,
    event.data.location,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Spec 3, 4: the carrier's events, in the receiver's time zone, with the current status and ETA; a proof of
 * delivery opens in the document viewer, and the carrier's tracking page is offered when the API has one (S01).
 */
/** The POD's link, counted as a document opened. */
function podLink(href: string, popups: boolean) {
  const link = documentLinkProps(href, popups);
  return {
    ...link,
    onClick: (event: MouseEvent<HTMLElement>) => {
      recordAction('documentOpened');
      link.onClick?.(event);
    },
  };
}

export function TrackingCard({
  consignmentId,
  events,
  isFullyDelivered,
  eta,
  timeZone,
  trackingHref,
  podHref,
  popups = true,
}: {
  consignmentId: string;
  events: readonly TrackingEvent[];
  isFullyDelivered: boolean;
  eta: string | null;
  /** The receiver's zone: events read as the receiver lives them. */
  timeZone: string;
  /** Set when HEAD tracking-url answered with a redirect. */
  trackingHref: string | undefined;
  podHref: (documentId: string) => string;
  popups?: boolean;
}) {
  const status = trackingStatusOf(isFullyDelivered, events);
  return (
    <ViewSection title="Tracking">
      <Stack gap="sm">
        <Group gap="lg">
          <Text size="sm">
            <Text span c="dimmed">
              Status:{' '}
            </Text>
            <Text span fw={600} data-testid="tracking-status">
              {status ? trackingEventLabels[status] : 'Awaiting pickup'}
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              ETA:{' '}
            </Text>
            <Text span fw={600}>
              {formatDay(eta)}
            </Text>
          </Text>
        </Group>
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tracking events yet.
          </Text>
        ) : (
          <div className={classes.events}>
            <TableScroller label="Tracking events">
              {/* role stated: where a narrow card lays its rows out as a grid, Chromium would read it as layout */}
              <Table aria-label="Tracking events" role="table" verticalSpacing={4}>
                <Table.Tbody>
                  {events.map((event, index) => (
                    <Table.Tr
                      key={`${event.type}-${event.data.occurredAt}-${index}`}
                      className={classes.event}
                    >
                      <Table.Td>
                        {/* breaks only between the day and the hour, so the words beside it keep their room */}
                        {breakingOnlyAfterCommas(formatEventTime(event.data.occurredAt, timeZone))}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {trackingEventLabels[event.type]}
                        </Text>
                        {isPodAvailable(event) ? (
                          <Anchor {...podLink(podHref(event.data.documentId ?? ''), popups)}>
                            {/* whole, however little room the details leave */}
                            <Badge
                              color="green"
                              variant="light"
                              style={{ cursor: 'pointer', minWidth: 'max-content' }}
                            >
                              POD available
                            </Badge>
                          </Anchor>
                        ) : null}
                      </Table.Td>
                      {/* a carrier's long reference wraps rather than widening the card */}
                      <Table.Td className={classes.detail} style={{ overflowWrap: 'anywhere' }}>
                        {detailOf(event)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          </div>
        )}
        {trackingHref ? (
          <Anchor href={trackingHref} target="_blank" rel="noopener noreferrer">
            Track with carrier
          </Anchor>
        ) : null}
        <ReceiverLink consignmentId={consignmentId} />
      </Stack>
    </ViewSection>
  );
}
