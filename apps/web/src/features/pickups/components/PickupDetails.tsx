import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Pickup } from '@freight/contracts';
import { gToKg, mmToCm, pickupWindowText } from '@freight/rules';
import {
  formatInstant,
  formatVolume,
  formatWeekday,
  formatWeight,
  oneLineAddress,
  typeLabel,
} from '../../../shared/lib/display-format';
import { Fact } from '../../../shared/ui/Fact';
import { statusColor, statusLabel } from '../lib/pickup-text';
import { TableScroller } from '../../../shared/ui/TableScroller';

function senderPlace(pickup: Pickup): string {
  const { address, locality } = pickup.sender;
  return address ? oneLineAddress(address) : (locality?.label ?? '');
}

/** Spec 3: the pickup, its freight, and what became of its latest request. */
export function PickupDetails({ pickup }: { pickup: Pickup }) {
  const current = pickup.requests.find((request) => !request.superseded) ?? null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="sm" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            {pickup.sender.name}
          </Title>
          <Badge color={statusColor[pickup.status]} variant="light" size="lg">
            {statusLabel(pickup.status)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label="Pickup from">{senderPlace(pickup)}</Fact>
          <Fact label="Pickup date">{formatWeekday(pickup.pickupDate)}</Fact>
          <Fact label="Pickup window">{pickupWindowText(pickup.pickupWindow)}</Fact>
          <Fact label="Type">{typeLabel(pickup.type)}</Fact>
          <Fact label="Reference">{pickup.reference ?? '–'}</Fact>
          <Fact label="Instructions">{pickup.pickupInstructions ?? '–'}</Fact>
          <Fact label="Contact">
            {[pickup.sender.contact.name, pickup.sender.contact.phone].filter(Boolean).join(', ') || '–'}
          </Fact>
          <Fact label="Totals">
            {pickup.totals.items} items, {formatVolume(pickup.totals.volume)},{' '}
            {formatWeight(pickup.totals.weight)}
          </Fact>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="sm" p="lg" aria-label="Request">
        <Title order={2} fz="h5" mb="sm">
          Request
        </Title>
        {pickup.service && current ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Carrier | Service">
              {pickup.service.carrierName} | {pickup.service.name}
            </Fact>
            <Fact label="Requested at">{formatInstant(current.createdAt)}</Fact>
            {current.confirmation ? (
              <>
                <Fact label="Confirmed at">{formatInstant(current.confirmation.confirmedAt)}</Fact>
                <Fact label="Carrier reference">{current.confirmation.carrierReference ?? '–'}</Fact>
              </>
            ) : null}
            {current.rejection ? (
              <>
                <Fact label="Rejected at">{formatInstant(current.rejection.rejectedAt)}</Fact>
                <Fact label="Reason">{current.rejection.reason ?? '–'}</Fact>
              </>
            ) : null}
            {!current.confirmation && !current.rejection ? (
              <Fact label="Answer">Waiting for the carrier</Fact>
            ) : null}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            Not requested yet.
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="sm" p="lg">
        <Title order={2} fz="h5" mb="sm">
          Freight
        </Title>
        {pickup.freightProfile.consignments.length > 0 ? (
          <Text size="sm" mb="xs">
            Consignments:{' '}
            {pickup.freightProfile.consignments
              .map((c) => `${c.consignmentNo} (${c.receiverName})`)
              .join(', ')}
          </Text>
        ) : null}
        <TableScroller label="Freight">
          <Table aria-label="Freight" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Packaging</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">L × W × H (cm)</Table.Th>
                <Table.Th ta="right">Weight (kg)</Table.Th>
                <Table.Th>Goes to</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pickup.freightProfile.freight.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{line.packagingType}</Table.Td>
                  <Table.Td>{line.description ?? ''}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">
                    {mmToCm(line.length)} × {mmToCm(line.width)} × {mmToCm(line.height)}
                  </Table.Td>
                  <Table.Td ta="right">{gToKg(line.weight)}</Table.Td>
                  <Table.Td>
                    {line.destination
                      ? [line.destination.locality, line.destination.subdivision, line.destination.postcode]
                          .filter(Boolean)
                          .join(' ')
                      : '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </Paper>
    </Stack>
  );
}
