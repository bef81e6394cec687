import { Anchor, Badge, Box, Table, Text } from '@mantine/core';
import type { ManifestDetail } from '@freight/contracts';
import { Link } from 'react-router';
import { consignmentAtSite } from '../../../shared/config/paths';
import { formatVolume, formatWeight, palletTransferLabels } from '../../../shared/lib/display-format';
import { TableScroller } from '../../../shared/ui/TableScroller';
import { stagedStatusLabels } from '../lib/manifest-format';

// short values keep one line; names get a floor and wrap only beyond it. On a phone the table then keeps this
// width and scrolls in its box, rather than squeezing a receiver or service to a word a line
const oneLine = { style: { whiteSpace: 'nowrap' } } as const;
const NAME_FLOOR = '12rem';
const SHORT_FLOOR = '8rem';
const TABLE_FLOOR = '56rem';
// a carrier's code or a docket number is one long word (up to 50 characters): it breaks rather than widening the page
const unbroken = { overflowWrap: 'anywhere' } as const;

/** Each consignment staged on a manifest, with its pallets and the carrier's answer to it. */
export function StagedConsignmentsTable({ manifest: m }: { manifest: ManifestDetail }) {
  return (
    <TableScroller label="Staged consignments" minWidth={TABLE_FLOOR}>
      <Table striped withTableBorder verticalSpacing={6} aria-label="Staged consignments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Consignment</Table.Th>
            <Table.Th>Receiver</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
            <Table.Th ta="right">Volume</Table.Th>
            <Table.Th>Pallets</Table.Th>
            <Table.Th {...oneLine}>Carrier’s answer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {m.consignments.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td {...oneLine}>
                <Anchor component={Link} to={consignmentAtSite(m.siteId, c.id)} ff="monospace">
                  {c.consignmentNo}
                </Anchor>
                {c.hasDangerousGoods ? (
                  <Badge size="xs" color="orange" ml={4}>
                    DG
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Box miw={NAME_FLOOR}>
                  {`${c.receiverName}, ${c.receiverSuburb} ${c.receiverState} ${c.receiverPostcode}`}
                </Box>
              </Table.Td>
              <Table.Td>
                <Box miw={SHORT_FLOOR}>{c.serviceName}</Box>
              </Table.Td>
              <Table.Td ta="right" {...oneLine}>
                {c.itemQuantity}
              </Table.Td>
              <Table.Td ta="right" {...oneLine}>
                {formatWeight(c.weight)}
              </Table.Td>
              <Table.Td ta="right" {...oneLine}>
                {formatVolume(c.volume)}
              </Table.Td>
              <Table.Td>
                <Box miw={SHORT_FLOOR} style={unbroken}>
                  {palletTransferLabels[c.pallets.transferType]}
                  {c.pallets.docketNumbers.length > 0 ? ` (${c.pallets.docketNumbers.join(', ')})` : ''}
                </Box>
              </Table.Td>
              <Table.Td {...oneLine}>
                {c.status ? (
                  <Text
                    size="sm"
                    miw={SHORT_FLOOR}
                    // one line while it fits; a code too long for the page wraps
                    style={{ ...unbroken, whiteSpace: 'normal' }}
                    c={c.status === 'accepted' ? 'green' : c.status === 'rejected' ? 'red' : 'dimmed'}
                  >
                    {stagedStatusLabels[c.status]}
                    {c.code ? ` (code ${c.code})` : ''}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    Awaiting the carrier
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
