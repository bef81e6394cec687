import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';

/**
 * The quote comparison the app hands in, reduced to one box a quote named by its service: radios when one quote
 * is wanted, to see and change which ones are chosen.
 */
export function QuoteTickList({ quotes, selectedIds, onSelectionChange, single }: QuoteTableSlotProps) {
  return (
    <ul>
      {quotes.map((quote) => (
        <li key={quote.id}>
          <label>
            <input
              type={single ? 'radio' : 'checkbox'}
              name="quote"
              checked={selectedIds.includes(quote.id)}
              onChange={(event) =>
                onSelectionChange?.(
                  single
                    ? [quote.id]
                    : event.currentTarget.checked
                      ? [...selectedIds, quote.id]
                      : selectedIds.filter((id) => id !== quote.id),
                )
              }
            />
            {quote.agreedService.name}
          </label>
        </li>
      ))}
    </ul>
  );
}
