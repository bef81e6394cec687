import { Alert, Badge, Button, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ConsolidationSuggestion } from '@freight/contracts';
import { carrierBarService, formatAud } from '@freight/rules';
import { ScrolledSimpleTable } from '../../../../shared/ui/SimpleTable';
import type { SimpleColumn } from '../../../../shared/ui/SimpleTable';
import { formatDay, NO_VALUE } from '../../../../shared/lib/display-format';

function columns(
  joining: boolean,
  onJoin: (suggestion: ConsolidationSuggestion) => void,
): SimpleColumn<ConsolidationSuggestion>[] {
  return [
    {
      header: 'Consignment',
      cell: (suggestion) => (
        <>
          <Text size="sm" ff="monospace" fw={600}>
            {suggestion.consignmentNo}
          </Text>
          {suggestion.hasDangerousGoods ? (
            <Badge size="xs" color="orange" variant="light">
              Dangerous goods
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: 'Carrier | Service',
      cell: (suggestion) => carrierBarService(suggestion.service.carrierName, suggestion.service.name),
    },
    { header: 'Items', align: 'right', cell: (suggestion) => suggestion.items },
    { header: 'Dispatch', cell: (suggestion) => formatDay(suggestion.dispatchDate) },
    { header: 'ETA', cell: (suggestion) => (suggestion.eta ? formatDay(suggestion.eta) : NO_VALUE) },
    {
      header: 'Price',
      align: 'right',
      cell: (suggestion) => (suggestion.price === null ? NO_VALUE : formatAud(suggestion.price)),
    },
    {
      header: <VisuallyHidden>Add to it</VisuallyHidden>,
      td: { ta: 'right' },
      cell: (suggestion) => (
        <Button size="compact-sm" variant="light" loading={joining} onClick={() => onJoin(suggestion)}>
          {`Add to ${suggestion.consignmentNo}`}
        </Button>
      ),
    },
  ];
}

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
      {/* on a phone the table scrolls sideways in its box, its Add buttons with it, rather than widening the page */}
      <ScrolledSimpleTable
        verticalSpacing={6}
        aria-label="Consignments this freight could join"
        columns={columns(joining, onJoin)}
        rows={suggestions}
        rowKey={(suggestion) => suggestion.id}
      />
    </Paper>
  );
}
