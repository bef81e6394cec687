import { Table, Text } from '@mantine/core';
import { formatVolume, formatWeight } from '../../../shared/lib/display-format';
import type { CarrierTotals } from '../lib/selection-totals';

/** Totals of the selection per carrier: what each carrier's manifest will hold. */
export function CarrierTotalsTable({ totals }: { totals: readonly CarrierTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <>
      <Text fw={600} size="sm" mb={4}>
        Totals per carrier
      </Text>
      <Table withTableBorder verticalSpacing={4} aria-label="Totals per carrier" maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Carrier</Table.Th>
            <Table.Th ta="right">Consignments</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
            <Table.Th ta="right">Volume</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((t) => (
            <Table.Tr key={t.carrier}>
              <Table.Td>{t.carrier}</Table.Td>
              <Table.Td ta="right">{t.consignments}</Table.Td>
              <Table.Td ta="right">{t.items}</Table.Td>
              <Table.Td ta="right">{formatWeight(t.weight)}</Table.Td>
              <Table.Td ta="right">{formatVolume(t.volume)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
