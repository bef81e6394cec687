import { Badge, Table, Text } from '@mantine/core';
import { packagingTypeText, type Consignment, type Site } from '@freight/contracts';
import { mmToCm } from '@freight/rules';
import { Fragment } from 'react';
import { formatVolume, formatWeight, NO_VALUE } from '../../../../shared/lib/display-format';
import { ViewSection } from './ViewSection';
import { TableScroller } from '../../../../shared/ui/TableScroller';
import { dangerousGoodsLine } from '../../../../shared/ui/DangerousGoodsEntries';
import { packagingLabel } from '../../../../shared/shipment-form/lib/packaging-options';

type Line = Consignment['lineItems'][number];

const dimensions = (line: Line) =>
  `${mmToCm(line.length)} × ${mmToCm(line.width)} × ${mmToCm(line.height)} cm`;

/**
 * Spec 3: the lines in cm, kg and m³, each with its dangerous goods as packed, and who answers for them in an
 * emergency: what the DG summary prints, readable before it is opened.
 */
export function LinesTable({
  lines,
  emergencyContact,
  site,
}: {
  lines: Consignment['lineItems'];
  emergencyContact: Consignment['dangerousGoodsDeclaration']['emergencyContact'];
  /** The consignment's site, whose words name its packaging ('Jiffy bag'); the known words without it. */
  site: Site | undefined;
}) {
  return (
    <ViewSection title="Items">
      <TableScroller label="Items">
        <Table aria-label="Items" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th>Packaging</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th>Dimensions (each)</Table.Th>
              <Table.Th ta="right">Weight (each)</Table.Th>
              <Table.Th ta="right">Volume</Table.Th>
              <Table.Th>Reference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Fragment key={line.id}>
                <Table.Tr>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td>
                    {site ? packagingLabel(site, line.packagingType) : packagingTypeText(line.packagingType)}
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td>{dimensions(line)}</Table.Td>
                  <Table.Td ta="right">{formatWeight(line.weight)}</Table.Td>
                  <Table.Td ta="right">{formatVolume(line.volume)}</Table.Td>
                  <Table.Td>{line.reference ?? NO_VALUE}</Table.Td>
                </Table.Tr>
                {line.dangerousGoods.map((entry, index) => (
                  <Table.Tr key={`${line.id}-dg-${index}`}>
                    <Table.Td colSpan={7} pl="xl">
                      <Badge size="xs" color="orange" variant="light" mr="xs">
                        Dangerous goods
                      </Badge>
                      <Text span size="sm">
                        {dangerousGoodsLine(entry)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {emergencyContact ? (
        <Text size="sm" mt="xs">
          24-hour emergency contact: {emergencyContact.name} · {emergencyContact.phone}
        </Text>
      ) : null}
    </ViewSection>
  );
}
