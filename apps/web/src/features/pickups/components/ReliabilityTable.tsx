import { Paper, Text, Title } from '@mantine/core';
import type { PickupReliabilityRow } from '@freight/contracts';
import { formatDuration } from '@freight/rules';
import { ScrolledSimpleTable } from '../../../shared/ui/SimpleTable';
import type { SimpleColumn } from '../../../shared/ui/SimpleTable';
import { NO_VALUE } from '../../../shared/lib/display-format';

const percent = (part: number, whole: number) =>
  whole === 0 ? NO_VALUE : `${Math.round((part / whole) * 100)}%`;

/** One line for a service: how often it confirmed, and how fast. */
export function reliabilityText(row: PickupReliabilityRow): string {
  const median =
    row.medianMinutesToConfirm === null
      ? ''
      : `, median ${formatDuration(row.medianMinutesToConfirm)} to confirm`;
  return `${percent(row.confirmed, row.requests)} confirmed of ${row.requests}${median}`;
}

const columns: SimpleColumn<PickupReliabilityRow>[] = [
  { header: 'Service', cell: (row) => row.name },
  { header: 'Requests', align: 'right', cell: (row) => row.requests },
  {
    header: 'Confirmed',
    align: 'right',
    cell: (row) => `${row.confirmed} (${percent(row.confirmed, row.requests)})`,
  },
  { header: 'Rejected', align: 'right', cell: (row) => row.rejected },
  { header: 'Unanswered by pickup', align: 'right', cell: (row) => row.unansweredByWindowStart },
  {
    header: 'Median time to confirm',
    align: 'right',
    cell: (row) =>
      row.medianMinutesToConfirm === null ? NO_VALUE : formatDuration(row.medianMinutesToConfirm),
  },
];

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
        <ScrolledSimpleTable
          aria-label="Pickup reliability"
          verticalSpacing={4}
          columns={columns}
          rows={used}
          rowKey={(row) => row.agreedServiceId}
        />
      )}
    </Paper>
  );
}
