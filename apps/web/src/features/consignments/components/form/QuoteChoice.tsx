import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Quote } from '@freight/contracts';
import { sentenceCase, serviceLabel } from '@freight/rules';
import { useEffect, useRef } from 'react';
import type { QuoteTableSlot } from '../../../../shared/shipment-form/lib/quote-slot';

export interface QuoteChoiceProps {
  QuoteTable: QuoteTableSlot;
  quotes: readonly Quote[];
  quoteId: string | null;
  onChoose: (quoteId: string | null) => void;
  knownAgreedServiceIds: ReadonlySet<string>;
  /** The form changed since these quotes were given. */
  stale: boolean;
  error: string | null;
}

/** Spec 5 (M24): one quote carries the consignment; ticking another replaces it. */
export function QuoteChoice({
  QuoteTable,
  quotes,
  quoteId,
  onChoose,
  knownAgreedServiceIds,
  stale,
  error,
}: QuoteChoiceProps) {
  const chosen = quotes.find((quote) => quote.id === quoteId);
  // a refused Create names the quote far above its button: the message takes the focus, as the form's errors do
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    const idle =
      !focused ||
      focused === document.body ||
      (focused instanceof HTMLButtonElement && focused.type === 'submit');
    if (error && idle) alert.current?.focus();
  }, [error]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Choose a quote">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Choose a quote
        </Title>
        {chosen ? (
          <Badge variant="light" size="lg" radius="sm">
            {serviceLabel(chosen.agreedService)}
          </Badge>
        ) : null}
      </Group>
      <Stack gap="sm">
        {stale ? (
          <Alert color="yellow" variant="light">
            The details changed since these quotes. Get quotes again to see the prices for them.
          </Alert>
        ) : null}
        {error ? (
          <Alert ref={alert} tabIndex={-1} color="red" variant="light" role="alert">
            {sentenceCase(error)}
          </Alert>
        ) : null}
        {quotes.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            No carrier service of this site can carry this freight.
          </Text>
        ) : (
          <QuoteTable
            quotes={quotes}
            selectedIds={quoteId ? [quoteId] : []}
            // a consignment travels with one service
            single
            onSelectionChange={(ids) => onChoose(ids.find((id) => id !== quoteId) ?? ids[0] ?? null)}
            knownAgreedServiceIds={knownAgreedServiceIds}
          />
        )}
      </Stack>
    </Paper>
  );
}
