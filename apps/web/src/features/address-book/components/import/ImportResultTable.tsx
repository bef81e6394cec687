import { Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import type { RowResult, RowStatus } from '../../hooks/use-import-entries';

const statusBadges: Record<RowStatus, { label: string; color: string }> = {
  ready: { label: 'Ready', color: 'blue' },
  invalid: { label: 'Not imported', color: 'red' },
  created: { label: 'Created', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** One line per row of the file: its result, and what is wrong with it. */
export function ImportResultTable({ rows }: { rows: readonly RowResult[] }) {
  return (
    <ScrollArea.Autosize mah={400} type="auto">
      <Table striped verticalSpacing={4} stickyHeader aria-label="Import rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Line</Table.Th>
            <Table.Th w="30%">Name</Table.Th>
            <Table.Th w={130}>Result</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const badge = statusBadges[row.status];
            return (
              <Table.Tr key={row.line} data-status={row.status}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {row.line}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.name || '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={badge.color}>
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.problems.length > 0 || (row.warnings ?? []).length > 0 ? (
                    <List size="sm" spacing={0}>
                      {row.problems.map((problem) => (
                        <List.Item key={problem}>{problem}</List.Item>
                      ))}
                      {(row.warnings ?? []).map((warning) => (
                        <List.Item key={warning}>
                          <Text span size="sm" fw={600}>
                            Check:{' '}
                          </Text>
                          {warning}
                        </List.Item>
                      ))}
                    </List>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
