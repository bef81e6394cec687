import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Estimate } from '@freight/contracts';
import type { QuoteTableSlot } from '../../../shared/shipment-form/lib/quote-slot';

export interface QuotesPanelProps {
  estimate: Estimate;
  QuoteTable: QuoteTableSlot;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  knownAgreedServiceIds: ReadonlySet<string>;
  quoteErrors: Record<string, string>;
  /** The form changed since these quotes were given. */
  stale: boolean;
  saving: boolean;
  onSave: () => void;
}

/** The quotes of the estimate, to compare and tick, and the save. */
export function QuotesPanel({
  estimate,
  QuoteTable,
  selectedIds,
  onSelectionChange,
  knownAgreedServiceIds,
  quoteErrors,
  stale,
  saving,
  onSave,
}: QuotesPanelProps) {
  const selectable = estimate.quotes.filter((q) => q.selectable).length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Compare quotes">
      <Group justify="space-between" mb="xs">
        <Group gap="sm">
          <Title order={2} size="h4">
            Compare quotes
          </Title>
          <Badge variant="light" size="lg" radius="sm">
            Estimate {estimate.estimateNumber}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {estimate.quotes.length} services, {selectable} available
        </Text>
      </Group>
      <Stack gap="sm">
        {stale ? (
          <Alert color="yellow" variant="light">
            The details changed since these quotes. Get quotes again before saving.
          </Alert>
        ) : null}
        {estimate.quotes.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            No carrier service of this site can carry this freight.
          </Text>
        ) : (
          <QuoteTable
            quotes={estimate.quotes}
            selectedIds={selectedIds}
            onSelectionChange={onSelectionChange}
            knownAgreedServiceIds={knownAgreedServiceIds}
            quoteErrors={quoteErrors}
          />
        )}
        <Group justify="flex-end" gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selectedIds.length === 0
              ? 'Tick the quotes to keep with the estimate.'
              : `${selectedIds.length} selected`}
          </Text>
          <Button onClick={onSave} loading={saving} disabled={stale}>
            Save estimate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
