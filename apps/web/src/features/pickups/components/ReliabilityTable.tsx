import { Paper, Table, Text, Title } from '@mantine/core';
import type { PickupReliabilityRow } from '@freight/contracts';
import { formatDuration } from '@freight/rules';
import { TableScroller } from '../../../shared/ui/TableScroller';

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/** One line for a service: how often it confirmed, and how fast. */
export function reliabilityText(row: PickupReliabilityRow): string {
  const median =
    row.medianMinutesToConfirm === null
      ? ''
      : `, median ${formatDuration(row.medianMinutesToConfirm)} to confirm`;
  return `${percent(row.confirmed, row.requests)} confirmed of ${row.requests}${median}`;
}

/** Beyond the spec: how each carrier service of the site answered its pickup requests over 90 days. */
export function ReliabilityTable({
  rows,
  siteName,
}: {
  rows: readonly PickupReliabilityRow[];
  siteName: string;
}) {
  const used = rows.filter((row) => row.requests > 0);
  return (
    <Paper withBorder radius="sm" p="md">
      <Title order={2} fz="h5" mb="xs">
        Pickup reliability at {siteName}, last 90 days
      </Title>
      {used.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pickup requests in the last 90 days.
        </Text>
      ) : (
        <TableScroller label="Pickup reliability">
          <Table aria-label="Pickup reliability" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th ta="right">Requests</Table.Th>
                <Table.Th ta="right">Confirmed</Table.Th>
                <Table.Th ta="right">Rejected</Table.Th>
                <Table.Th ta="right">Unanswered by pickup</Table.Th>
                <Table.Th ta="right">Median time to confirm</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {used.map((row) => (
                <Table.Tr key={row.agreedServiceId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.requests}</Table.Td>
                  <Table.Td ta="right">
                    {row.confirmed} ({percent(row.confirmed, row.requests)})
                  </Table.Td>
                  <Table.Td ta="right">{row.rejected}</Table.Td>
                  <Table.Td ta="right">{row.unansweredByWindowStart}</Table.Td>
                  <Table.Td ta="right">
                    {row.medianMinutesToConfirm === null ? '–' : formatDuration(row.medianMinutesToConfirm)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Paper>
  );
}
