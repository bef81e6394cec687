import { QUOTE_CONCURRENCY_HEADER, quoteEndpoints } from '@freight/contracts';
import type { QuoteSet, QuoteSetRequest } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { randomUuid } from '../../../shared/lib/random-id';

/** A key for one form's quote requests (L19). */
export const newConcurrencyKey = (): string => randomUuid();

/**
 * Spec 7: POST v0/quote-sets prices the freight with every service of the site. Under the form's concurrency
 * key a newer request replaces a pending one on the server too (L19); the signal cancels it in the browser.
 */
export const createQuoteSet = (
  body: QuoteSetRequest,
  { concurrencyKey, signal }: { concurrencyKey: string; signal: AbortSignal },
): Promise<QuoteSet> =>
  callEndpoint(quoteEndpoints.createQuoteSet, {
    body,
    headers: { [QUOTE_CONCURRENCY_HEADER]: concurrencyKey },
    signal,
  }).then((r) => r.data);
