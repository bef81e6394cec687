import { Table, Text } from '@mantine/core';
import type { Estimate, Site } from '@freight/contracts';
import { gToKg, mmToCm } from '@freight/rules';
import { packagingLabel } from '../../../shared/shipment-form/lib/packaging-options';
import { TableScroller } from '../../../shared/ui/TableScroller';
import { NO_VALUE } from '../../../shared/lib/display-format';
import { DangerousGoodsEntries } from '../../../shared/ui/DangerousGoodsEntries';

const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3 });

/** The freight of a saved estimate, in cm and kg as typed (the wire keeps mm and g), with its dangerous goods. */
export function EstimateLinesTable({ site, lines }: { site: Site; lines: Estimate['lineItems'] }) {
  return (
    <TableScroller label="Line items" minWidth="36rem">
      <Table verticalSpacing={6} horizontalSpacing="sm" aria-label="Line items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70} ta="right">
              Qty
            </Table.Th>
            <Table.Th w={160}>Packaging</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th w={200} ta="right">
              L × W × H (cm)
            </Table.Th>
            <Table.Th w={120} ta="right">
              Weight (kg)
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td>{packagingLabel(site, line.packagingType)}</Table.Td>
              <Table.Td>
                <Text size="sm" span>
                  {line.description ?? NO_VALUE}
                </Text>
                <DangerousGoodsEntries entries={line.dangerousGoods} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {[line.length, line.width, line.height].map((mm) => number.format(mmToCm(mm))).join(' × ')}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {number.format(gToKg(line.weight))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
