import { Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import type { AddressBookImportRow, ImportRowOutcome } from '@freight/contracts';
import { useRef } from 'react';
import { useBoxScrolls } from '../../../../shared/lib/use-box-scrolls';
import { NO_VALUE } from '../../../../shared/lib/display-format';

const outcomeBadges: Record<ImportRowOutcome, { label: string; color: string }> = {
  created: { label: 'Created', color: 'green' },
  updated: { label: 'Updated', color: 'blue' },
  unchanged: { label: 'Unchanged', color: 'gray' },
  refused: { label: 'Not imported', color: 'red' },
};

/** One line per row of the file: its outcome, what is wrong with it, and entries it may duplicate. */
export function ImportResultTable({ rows }: { rows: readonly AddressBookImportRow[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  // while its box scrolls (a long file, or a phone's width), the box is a named region the keyboard can scroll
  const scrolls = useBoxScrolls(viewport);
  return (
    <ScrollArea.Autosize
      mah={400}
      type="auto"
      viewportRef={viewport}
      viewportProps={scrolls ? { role: 'region', 'aria-label': 'Import rows', tabIndex: 0 } : undefined}
    >
      {/* on a phone the table scrolls sideways rather than squeezing a result's badge to its first letters */}
      <Table striped verticalSpacing={4} stickyHeader aria-label="Import rows" miw={560}>
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
            const badge = outcomeBadges[row.outcome];
            const hasDetails = row.problems.length + row.warnings.length + row.duplicates.length > 0;
            return (
              <Table.Tr key={row.row} data-status={row.outcome}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {row.row}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.name || NO_VALUE}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={badge.color}>
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {hasDetails ? (
                    <List size="sm" spacing={0}>
                      {row.problems.map((problem) => (
                        <List.Item key={problem}>{problem}</List.Item>
                      ))}
                      {row.warnings.map((warning) => (
                        <List.Item key={warning}>
                          <Text span size="sm" fw={600}>
                            Check:{' '}
                          </Text>
                          {warning}
                        </List.Item>
                      ))}
                      {row.duplicates.map((duplicate) => (
                        <List.Item key={duplicate.id}>
                          <Text span size="sm" fw={600}>
                            Possible duplicate:{' '}
                          </Text>
                          {duplicate.name}, {duplicate.addressText}
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
