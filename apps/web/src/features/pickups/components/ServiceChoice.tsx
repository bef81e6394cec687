import '@mantine/core/styles/Radio.layer.css';
import { Badge, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PickupReliabilityRow, PickupService } from '@freight/contracts';
import { carrierBarService } from '@freight/rules';
import { reasonsOf, timeLabel } from '../lib/pickup-text';
import { reliabilityText } from './ReliabilityTable';
import { NO_VALUE } from '../../../shared/lib/display-format';

/**
 * Spec 3 (P28): the site's agreed services evaluated for the pickup; one with any flag cannot be chosen, and
 * the screen says why. Each shows how the carrier answered requests lately.
 */
export function ServiceChoice({
  services,
  reliability,
  value,
  onChange,
}: {
  services: readonly PickupService[];
  reliability: readonly PickupReliabilityRow[];
  value: string | null;
  onChange: (agreedServiceId: string) => void;
}) {
  const track = new Map(reliability.map((row) => [row.agreedServiceId, row]));
  return (
    <Radio.Group value={value} onChange={onChange} name="agreedServiceId" label="Carrier service">
      <Table mt="xs" verticalSpacing="xs" aria-label="Carrier services">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Choice</VisuallyHidden>
            </Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Book by</Table.Th>
            <Table.Th>Last pickup</Table.Th>
            <Table.Th>Last 90 days</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => {
            const reasons = reasonsOf(service);
            const row = track.get(service.agreedServiceId);
            return (
              <Table.Tr key={service.agreedServiceId} opacity={service.selectable ? 1 : 0.75}>
                <Table.Td>
                  <Radio
                    value={service.agreedServiceId}
                    disabled={!service.selectable}
                    aria-label={carrierBarService(service.carrierName, service.name)}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      {service.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {service.carrierName} · {service.carrierChargeAccount}
                    </Text>
                    {reasons.map((reason) => (
                      <Text key={reason} size="xs" c="red">
                        {reason}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {service.pickupBookingCutoff ? timeLabel(service.pickupBookingCutoff) : NO_VALUE}
                </Table.Td>
                <Table.Td>{service.pickupCutoff ? timeLabel(service.pickupCutoff) : NO_VALUE}</Table.Td>
                <Table.Td>
                  {row && row.requests > 0 ? (
                    <Text size="xs">{reliabilityText(row)}</Text>
                  ) : (
                    <Badge variant="light" color="gray">
                      No requests yet
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Radio.Group>
  );
}
