import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Pickup, Site } from '@freight/contracts';
import { carrierBarService, gToKg, mmToCm, pickupWindowText } from '@freight/rules';
import {
  formatInstant,
  formatVolume,
  formatWeekday,
  formatWeight,
  oneLineAddress,
  typeLabel,
  NO_VALUE,
} from '../../../shared/lib/display-format';
import { Fact } from '../../../shared/ui/Fact';
import { statusColor, statusLabel } from '../lib/pickup-text';
import { ScrolledSimpleTable } from '../../../shared/ui/SimpleTable';
import { DangerousGoodsEntries } from '../../../shared/ui/DangerousGoodsEntries';
import type { SimpleColumn } from '../../../shared/ui/SimpleTable';
import { packagingLabel } from '../../../shared/shipment-form/lib/packaging-options';

/** Free text a sender or carrier typed may run long without a space; it breaks rather than widening the page. */
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

function senderPlace(pickup: Pickup): string {
  const { address, locality } = pickup.sender;
  return address ? oneLineAddress(address) : (locality?.label ?? '');
}

type FreightLine = Pickup['freightProfile']['freight'][number];

/** The freight's columns; its packaging in the site's words ('Jiffy bag'), as the form offered it. */
const freightColumns = (site: Site): SimpleColumn<FreightLine>[] => [
  { header: 'Packaging', cell: (line) => packagingLabel(site, line.packagingType) },
  {
    header: 'Description',
    cell: (line) => (
      <>
        <span style={breakAnywhere}>{line.description ?? ''}</span>
        <DangerousGoodsEntries entries={line.dangerousGoods} />
      </>
    ),
  },
  { header: 'Qty', align: 'right', cell: (line) => line.quantity },
  {
    header: 'L × W × H (cm)',
    align: 'right',
    cell: (line) => `${mmToCm(line.length)} × ${mmToCm(line.width)} × ${mmToCm(line.height)}`,
  },
  { header: 'Weight (kg)', align: 'right', cell: (line) => gToKg(line.weight) },
  {
    header: 'Goes to',
    cell: ({ destination }) =>
      destination
        ? [destination.locality, destination.subdivision, destination.postcode].filter(Boolean).join(' ')
        : NO_VALUE,
  },
];

/** Spec 3: the pickup, its freight, and what became of its latest request. */
export function PickupDetails({ pickup, site }: { pickup: Pickup; site: Site }) {
  const current = pickup.requests.find((request) => !request.superseded) ?? null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="sm" p="lg">
        <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
          <Title order={2} fz="h4" style={breakAnywhere}>
            {pickup.sender.name}
          </Title>
          <Badge color={statusColor[pickup.status]} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {statusLabel(pickup.status)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label="Pickup from">{senderPlace(pickup)}</Fact>
          <Fact label="Pickup date">{formatWeekday(pickup.pickupDate)}</Fact>
          <Fact label="Pickup window">{pickupWindowText(pickup.pickupWindow)}</Fact>
          <Fact label="Type">{typeLabel(pickup.type)}</Fact>
          <Fact label="Reference">{pickup.reference ?? NO_VALUE}</Fact>
          <Fact label="Instructions">{pickup.pickupInstructions ?? NO_VALUE}</Fact>
          <Fact label="Contact">
            {[pickup.sender.contact.name, pickup.sender.contact.phone].filter(Boolean).join(', ') || NO_VALUE}
          </Fact>
          <Fact label="Totals">
            {pickup.totals.items} {pickup.totals.items === 1 ? 'item' : 'items'},{' '}
            {formatVolume(pickup.totals.volume)}, {formatWeight(pickup.totals.weight)}
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
              {carrierBarService(pickup.service.carrierName, pickup.service.name)}
            </Fact>
            <Fact label="Requested at">{formatInstant(current.createdAt)}</Fact>
            {current.confirmation ? (
              <>
                <Fact label="Confirmed at">{formatInstant(current.confirmation.confirmedAt)}</Fact>
                <Fact label="Carrier reference">{current.confirmation.carrierReference ?? NO_VALUE}</Fact>
              </>
            ) : null}
            {current.rejection ? (
              <>
                <Fact label="Rejected at">{formatInstant(current.rejection.rejectedAt)}</Fact>
                <Fact label="Reason">{current.rejection.reason ?? NO_VALUE}</Fact>
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
          <Text size="sm" mb="xs" style={breakAnywhere}>
            Consignments:{' '}
            {pickup.freightProfile.consignments
              .map((c) => `${c.consignmentNo} (${c.receiverName})`)
              .join(', ')}
          </Text>
        ) : null}
        <ScrolledSimpleTable
          aria-label="Freight"
          minWidth="36rem"
          verticalSpacing={4}
          columns={freightColumns(site)}
          rows={pickup.freightProfile.freight}
          rowKey={(_line, index) => index}
        />
      </Paper>
    </Stack>
  );
}
