import { Group, Table, Text } from '@mantine/core';
import type { PalletLender } from '@freight/contracts';
import { NumberField } from '../../ui/form';
import type { ShipmentForm } from '../lib/shipment-form';

const lenderNames: Record<PalletLender, string> = { chep: 'CHEP', loscam: 'Loscam', other: 'Other' };

/** Spec 3 (M34): a line's pallets counted by lender, for the lenders the site uses. */
export function LinePalletsRow({ index, lenders }: { index: number; lenders: readonly PalletLender[] }) {
  const n = index + 1;
  return (
    <Table.Tr>
      <Table.Td colSpan={9} pt={0}>
        <Group gap="sm" align="center" wrap="nowrap" role="group" aria-label={`Line ${n} pallets`}>
          <Text size="xs" c="dimmed" fw={600} w={120}>
            Pallets
          </Text>
          {lenders.map((lender) => (
            <NumberField<ShipmentForm>
              key={lender}
              name={`lineItems.${index}.pallets.${lender}`}
              aria-label={`Line ${n} ${lenderNames[lender]} pallets`}
              placeholder="0"
              leftSection={
                <Text size="xs" c="dimmed" px={4}>
                  {lenderNames[lender]}
                </Text>
              }
              leftSectionWidth={64}
              w={140}
              size="xs"
              min={0}
              hideControls
            />
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
