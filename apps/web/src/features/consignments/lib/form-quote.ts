import type { Quote, Site } from '@freight/contracts';
import { agreedServiceIds } from '../../../shared/shipment-form/lib/quote-slot';

/**
 * The quote a fresh quote set starts on: the recommended one when it can be chosen, else the first that can
 * (the server ranks them cheapest first); none when no service of the site can carry the freight.
 */
export function pickQuote(quotes: readonly Quote[], site: Pick<Site, 'agreedServices'>): string | null {
  const known = agreedServiceIds(site.agreedServices);
  const choosable = quotes.filter((quote) => quote.selectable && known.has(quote.agreedServiceId));
  return (choosable.find((quote) => quote.recommended) ?? choosable[0])?.id ?? null;
}
