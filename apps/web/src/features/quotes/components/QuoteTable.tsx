import '@mantine/core/styles/Radio.layer.css';
import { Badge, Checkbox, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Quote } from '@freight/contracts';
import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';
import { IconCircleCheck } from '../../../shared/ui/icons/icons';
import { formatEta, isChoosable, isServiceMissing } from '../lib/quote-format';
import { asSentence, missingAgreedServiceText } from '../lib/messages';
import { QuotePrice } from './QuotePrice';
import { TableScroller } from '../../../shared/ui/TableScroller';
import { NO_VALUE } from '../../../shared/lib/display-format';

const serviceLabelOf = (quote: Quote) => `${quote.agreedService.carrierName} ${quote.agreedService.name}`;

function QuoteStatus({ quote, missing, error }: { quote: Quote; missing: boolean; error?: string }) {
  if (missing || error)
    return (
      <Text size="xs" c="red" role="alert">
        {missing ? missingAgreedServiceText : asSentence(error ?? '')}
      </Text>
    );
  if (!quote.selectable)
    return (
      <Text size="xs" c="dimmed">
        {quote.unselectableReason ? asSentence(quote.unselectableReason.message) : 'Not available.'}
      </Text>
    );
  const earliest = quote.evaluation.invalidDeliveryTimeSlotStartDate?.earliestPermittedDate;
  return (
    <Group gap={4}>
      {quote.recommended ? (
        <Badge color="teal" variant="filled" size="sm">
          Recommended
        </Badge>
      ) : null}
      {earliest ? (
        <Text size="xs" c="orange">
          Delivery time slot from {formatEta(earliest) ?? earliest}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * Spec 3: the quotes of a quote set, cheapest first as ranked by the server: carrier and service, ETA, total
 * with the fees on demand, the recommended one marked, unselectable ones with their reason and no checkbox.
 */
export function QuoteTable({
  quotes,
  selectedIds,
  onSelectionChange,
  knownAgreedServiceIds,
  quoteErrors,
  single = false,
}: QuoteTableSlotProps) {
  const selected = new Set(selectedIds);
  const group = useId();
  const toggle = (id: string, on: boolean) =>
    onSelectionChange?.(on ? [...selectedIds, id] : selectedIds.filter((s) => s !== id));
  return (
    <TableScroller label="Quotes">
      <Table verticalSpacing="xs" horizontalSpacing="sm" highlightOnHover aria-label="Quotes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>{onSelectionChange ? 'Select' : 'Selected'}</VisuallyHidden>
            </Table.Th>
            <Table.Th>Carrier and service</Table.Th>
            <Table.Th w={150}>ETA</Table.Th>
            <Table.Th w={340}>
              <VisuallyHidden>Status</VisuallyHidden>
            </Table.Th>
            <Table.Th w={190} ta="right">
              Price (incl. GST)
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.map((quote) => {
            const missing = isServiceMissing(quote, knownAgreedServiceIds);
            const choosable = isChoosable(quote, knownAgreedServiceIds);
            const label = serviceLabelOf(quote);
            const isSelected = selected.has(quote.id);
            return (
              <Table.Tr
                key={quote.id}
                bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                c={choosable ? undefined : 'dimmed'}
                aria-selected={isSelected}
              >
                <Table.Td>
                  {onSelectionChange && choosable && single ? (
                    <Radio
                      name={group}
                      aria-label={`Select ${label}`}
                      checked={isSelected}
                      onChange={() => onSelectionChange([quote.id])}
                    />
                  ) : onSelectionChange && choosable ? (
                    <Checkbox
                      aria-label={`Select ${label}`}
                      checked={isSelected}
                      onChange={(event) => toggle(quote.id, event.currentTarget.checked)}
                    />
                  ) : isSelected ? (
                    <IconCircleCheck
                      size={22}
                      aria-hidden={false}
                      color="var(--mantine-primary-color-filled)"
                      role="img"
                      aria-label="Selected"
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {quote.agreedService.carrierName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {quote.agreedService.name}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatEta(quote.eta) ?? NO_VALUE}</Text>
                </Table.Td>
                <Table.Td>
                  <QuoteStatus quote={quote} missing={missing} error={quoteErrors?.[quote.id]} />
                </Table.Td>
                <Table.Td>
                  <QuotePrice quote={quote} serviceLabel={label} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
