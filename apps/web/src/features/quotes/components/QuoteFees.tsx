import { Button, Popover, Table, Text } from '@mantine/core';
import type { QuoteCostWire } from '@freight/contracts';
import { formatAud } from '@freight/rules';
import { chargeRows } from '../lib/quote-format';

/** Spec 3: the fees breakdown of a price, shown on demand so the table stays one line a quote. */
export function QuoteFees({ cost, serviceLabel }: { cost: QuoteCostWire; serviceLabel: string }) {
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={280}>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" aria-label={`Fees for ${serviceLabel}`}>
          Fees
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" fw={700} mb={4}>
          Price breakdown
        </Text>
        <Table
          verticalSpacing={2}
          horizontalSpacing={4}
          fz="xs"
          aria-label={`Price breakdown of ${serviceLabel}`}
        >
          <Table.Tbody>
            {chargeRows(cost).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Td fw={row.emphasis ? 700 : undefined}>{row.label}</Table.Td>
                <Table.Td ta="right" fw={row.emphasis ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {formatAud(row.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
