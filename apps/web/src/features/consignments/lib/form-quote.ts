import type { Quote, Site } from '@freight/contracts';
import { agreedServiceIds } from '../../../shared/shipment-form/lib/quote-slot';

/**
 * The quote a fresh quote set starts on. Given the service the freight is already on (a saved consignment's, or
 * the one its user chose from the last quotes), that service's quote while it can still be chosen: quoting again
 * never moves freight to another carrier unless the user picks it. Otherwise the recommended one when it can be
 * chosen, else the first that can (the server ranks them cheapest first); none when no service of the site can
 * carry the freight.
 */
export function pickQuote(
  quotes: readonly Quote[],
  site: Pick<Site, 'agreedServices'>,
  keepServiceId: string | null = null,
): string | null {
  const known = agreedServiceIds(site.agreedServices);
  const choosable = quotes.filter((quote) => quote.selectable && known.has(quote.agreedServiceId));
  const kept = keepServiceId ? choosable.find((quote) => quote.agreedServiceId === keepServiceId) : undefined;
  return (kept ?? choosable.find((quote) => quote.recommended) ?? choosable[0])?.id ?? null;
}
