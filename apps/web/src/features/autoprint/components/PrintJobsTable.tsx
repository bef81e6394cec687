import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PrintJobState, PrintJobView } from '@freight/contracts';

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
const when = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Australia/Melbourne',
});

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
            <Table data-testid="print-jobs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Consignment</Table.Th>
                  <Table.Th>Paper</Table.Th>
                  <Table.Th>Copies</Table.Th>
                  <Table.Th>Printer</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{when.format(new Date(job.createdAt))}</Table.Td>
                    <Table.Td>{job.consignmentNo}</Table.Td>
                    <Table.Td>
                      {job.document === 'label' ? 'Labels' : 'Connote'}
                      {job.origin === 'manual' ? ' (printed by hand)' : ''}
                    </Table.Td>
                    <Table.Td>{job.copies}</Table.Td>
                    <Table.Td>{job.printerName ?? 'Default printer'}</Table.Td>
                    <Table.Td>
                      <Badge color={stateColors[job.state]} variant="light">
                        {stateLabels[job.state]}
                      </Badge>
                      {job.message && job.state === 'failed' ? (
                        <Text size="xs" c="red">
                          {job.message}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
