import { quoteSetResponseSchema } from '@freight/contracts';
import type { QuoteSet, QuoteSetRequest } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** Spec 7: POST v0/quote-sets prices the freight with every service of the site. */
export const createQuoteSet = (body: QuoteSetRequest): Promise<QuoteSet> =>
  apiRequest('/api/sender/v0/quote-sets', quoteSetResponseSchema, { method: 'POST', body }).then(
    (r) => r.data,
  );

export const useCreateQuoteSet = () => useMutation({ mutationFn: createQuoteSet });
