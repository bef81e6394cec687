import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Quote } from '@freight/contracts';
import { formatAud } from '@freight/rules';
import { priceDisplay } from '../lib/quote-format';
import { QuoteFees } from './QuoteFees';

/** A quote's total, its fees on demand and, when the site recovers shipping costs, the amount recovered. */
export function QuotePrice({ quote, serviceLabel }: { quote: Quote; serviceLabel: string }) {
  const price = priceDisplay(quote);
  const recovery = quote.price.freightRecoveryAmount;
  return (
    <Stack gap={0} align="flex-end">
      {/* on a phone the fees link goes under the price, leaving the service its room */}
      <Group gap={4} justify="flex-end">
        {price.kind === 'amount' ? (
          <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {price.text}
          </Text>
        ) : price.kind === 'masked' ? (
          <Badge variant="light" color="gray" size="sm">
            Price masked
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
        {quote.price.cost ? <QuoteFees cost={quote.price.cost} serviceLabel={serviceLabel} /> : null}
      </Group>
      {recovery !== null ? (
        <Text size="xs" c="dimmed">
          Recovered {formatAud(recovery)}
        </Text>
      ) : null}
    </Stack>
  );
}
