import type { QuoteCost } from './types';

/** The spec's quote `price`. */
export interface QuotePrice {
  cost: QuoteCost | null;
  rank: number;
  isMasked: boolean;
  freightRecoveryAmount: number | null;
}

/**
 * Site price masking: the amounts are withheld (the recovery amount too, since a markup would reveal the
 * cost) while the rank stays, so a masked list keeps its order and its recommendation.
 */
export function maskPrice(price: QuotePrice): QuotePrice {
  return { cost: null, rank: price.rank, isMasked: true, freightRecoveryAmount: null };
}
