import { Alert, Badge, Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ConsolidationSuggestion } from '@freight/contracts';
import { formatAud } from '@freight/rules';

const day = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/**
 * Issue 15 (R08, R14): consignments to the same receiver on the same day, not yet manifested, that this freight
 * can join instead of travelling on its own; joining adds the lines there and prices it again.
 */
export function ConsolidationChoice({
  suggestions,
  error,
  joining,
  onJoin,
}: {
  suggestions: readonly ConsolidationSuggestion[];
  error: string | null;
  joining: boolean;
  onJoin: (suggestion: ConsolidationSuggestion) => void;
}) {
  if (error)
    return (
      <Alert color="yellow" variant="light">
        {error}
      </Alert>
    );
  if (suggestions.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Add to an existing consignment">
      <Title order={2} size="h4">
        Add to an existing consignment
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {suggestions.length === 1 ? 'A consignment goes' : `${suggestions.length} consignments go`} to this
        receiver from the same place on the same day. Add this freight to it instead of creating a new
        consignment; it is priced again with its service.
      </Text>
      <Table verticalSpacing={6} aria-label="Consignments this freight could join">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Consignment</Table.Th>
            <Table.Th>Carrier | Service</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th>Dispatch</Table.Th>
            <Table.Th>ETA</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th>
              <VisuallyHidden>Add to it</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suggestions.map((suggestion) => (
            <Table.Tr key={suggestion.id}>
              <Table.Td>
                <Text size="sm" ff="monospace" fw={600}>
                  {suggestion.consignmentNo}
                </Text>
                {suggestion.hasDangerousGoods ? (
                  <Badge size="xs" color="orange" variant="light">
                    Dangerous goods
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{`${suggestion.service.carrierName} | ${suggestion.service.name}`}</Table.Td>
              <Table.Td ta="right">{suggestion.items}</Table.Td>
              <Table.Td>{formatDay(suggestion.dispatchDate)}</Table.Td>
              <Table.Td>{suggestion.eta ? formatDay(suggestion.eta) : '–'}</Table.Td>
              <Table.Td ta="right">{suggestion.price === null ? '–' : formatAud(suggestion.price)}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={joining}
                  onClick={() => onJoin(suggestion)}
                >
                  {`Add to ${suggestion.consignmentNo}`}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
