import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PrintJobState, PrintJobView } from '@freight/contracts';
import { SimpleTable } from '../../../shared/ui/SimpleTable';
import type { SimpleColumn } from '../../../shared/ui/SimpleTable';
import { formatInstant } from '../../../shared/lib/display-format';

const stateLabels: Record<PrintJobState, string> = {
  queued: 'Waiting',
  printing: 'Printing',
  printed: 'Printed',
  failed: 'Failed',
  superseded: 'Replaced by a newer version',
  expired: 'Expired: no print agent took it in time',
};
const stateColors: Record<PrintJobState, string> = {
  queued: 'blue',
  printing: 'blue',
  printed: 'green',
  failed: 'red',
  superseded: 'gray',
  expired: 'orange',
};
const columns: SimpleColumn<PrintJobView>[] = [
  // as every other screen says an instant: '5 Mar 2026, 12:00 pm'
  { header: 'Sent', cell: (job) => formatInstant(job.createdAt) },
  { header: 'Consignment', cell: (job) => job.consignmentNo },
  {
    header: 'Paper',
    cell: (job) => (
      <>
        {job.document === 'label' ? 'Labels' : 'Connote'}
        {job.origin === 'manual' ? ' (printed by hand)' : ''}
      </>
    ),
  },
  { header: 'Copies', cell: (job) => job.copies },
  { header: 'Printer', cell: (job) => job.printerName ?? 'Default printer' },
  {
    header: 'State',
    cell: (job) => (
      <>
        <Badge color={stateColors[job.state]} variant="light">
          {stateLabels[job.state]}
        </Badge>
        {job.message && job.state === 'failed' ? (
          <Text size="xs" c="red">
            {job.message}
          </Text>
        ) : null}
      </>
    ),
  },
];

/** The site's last 20 print jobs with their state (issue 16, point 3). */
export function PrintJobsTable({ jobs }: { jobs: PrintJobView[] }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Recent print jobs
        </Title>
        {jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has been sent to the printers yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <SimpleTable data-testid="print-jobs" columns={columns} rows={jobs} rowKey={(job) => job.id} />
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
