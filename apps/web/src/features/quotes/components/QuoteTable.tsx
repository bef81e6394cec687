import '@mantine/core/styles/Radio.layer.css';
import { Badge, Checkbox, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Quote } from '@freight/contracts';
import { serviceLabel, serviceNameAfterCarrier } from '@freight/rules';
import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';
import { IconCircleCheck } from '../../../shared/ui/icons/icons';
import { formatEta, isChoosable, isServiceMissing } from '../lib/quote-format';
import { asSentence, missingAgreedServiceText } from '../lib/messages';
import { QuotePrice } from './QuotePrice';
import { TableScroller } from '../../../shared/ui/TableScroller';
import { NO_VALUE } from '../../../shared/lib/display-format';

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
  if (!quote.recommended && !earliest) return null;
  return (
    <Group gap={4}>
      {quote.recommended ? (
        // whole, never cut to "RECOMM…": the column takes the badge's width on a phone
        <Badge color="teal" variant="filled" size="xs" miw="max-content">
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

/** The ETA, which on a phone breaks after its weekday and before its year ("Tue," over "8 Dec" over "2026"), never within the day. */
function QuoteEta({ eta }: { eta: string | null }) {
  const text = formatEta(eta);
  if (!text) return <Text size="sm">{NO_VALUE}</Text>;
  const day = text.indexOf(' ');
  const year = text.lastIndexOf(' ');
  return (
    <Text size="sm">
      {text.slice(0, day + 1)}
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(day + 1, year)}</span>
      {text.slice(year)}
    </Text>
  );
}

/**
 * Spec 3: the quotes of a quote set, cheapest first as ranked by the server: carrier and service, ETA, total
 * with the fees on demand, the recommended one marked, unselectable ones with their reason and no checkbox.
 * The mark or reason sits under the service rather than in a column of its own, so that on a phone the price
 * stays in view beside the service instead of off the table's edge.
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
      <Table verticalSpacing="xs" horizontalSpacing="xs" highlightOnHover aria-label="Quotes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>{onSelectionChange ? 'Select' : 'Selected'}</VisuallyHidden>
            </Table.Th>
            <Table.Th>Carrier and service</Table.Th>
            <Table.Th>ETA</Table.Th>
            <Table.Th ta="right">Price (incl. GST)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.map((quote) => {
            const missing = isServiceMissing(quote, knownAgreedServiceIds);
            const choosable = isChoosable(quote, knownAgreedServiceIds);
            const label = serviceLabel(quote.agreedService);
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
                  <Stack gap={4} align="flex-start">
                    <div>
                      <Text size="sm" fw={600}>
                        {quote.agreedService.carrierName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {serviceNameAfterCarrier(quote.agreedService)}
                      </Text>
                    </div>
                    <QuoteStatus quote={quote} missing={missing} error={quoteErrors?.[quote.id]} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <QuoteEta eta={quote.eta} />
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
