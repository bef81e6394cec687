import { deliveryTimeSlotEvaluation, type QuoteEvaluation } from './delivery-time-slot';
import type { PublicHoliday } from './holidays';
import { maskPrice, type QuotePrice } from './masking';
import { rankQuotes } from './ranking';
import { rateService } from './rate-service';
import { freightRecoveryAmount, type ShippingCostRecovery } from './recovery';
import type { RatingDetail, RatingService, Shipment, UnselectableReason } from './types';

export interface QuoteSetInput {
  shipment: Shipment;
  /** The site's active agreed services with their rate cards, fuel levies and surcharges. */
  services: readonly RatingService[];
  holidays: readonly PublicHoliday[];
  shippingCostRecovery?: ShippingCostRecovery | null;
  /** The site masks prices. */
  priceMasking?: boolean;
  /** A receiver carrier service policy: only these agreed services may be selected. */
  policyServiceIds?: readonly string[] | null;
}

export interface RatedQuote {
  serviceId: string;
  selectable: boolean;
  recommended: boolean;
  /** Why the quote cannot be selected; null when it can. */
  unselectableReason: UnselectableReason | null;
  eta: string | null;
  etaTimeZone: string | null;
  evaluation: QuoteEvaluation;
  price: QuotePrice;
  /** How the price was reached; null when unpriced or masked. */
  detail: RatingDetail | null;
}

const policyReason: UnselectableReason = {
  code: 'receiverServicePolicy',
  message: "The receiver's carrier service policy allows another service.",
};

/**
 * Prices every service for one shipment and returns the quotes in rank order. Services that cannot price
 * the shipment are kept, unselectable, with their reason; none is dropped. Deterministic for equal input.
 */
export function priceQuoteSet(input: QuoteSetInput): RatedQuote[] {
  const policy = input.policyServiceIds ? new Set(input.policyServiceIds) : null;
  const candidates = input.services.map((service) => {
    const rating = rateService(service, input.shipment, { holidays: input.holidays });
    const allowed = !policy || policy.has(service.id);
    const reason = rating.ok ? (allowed ? null : policyReason) : rating.reason;
    return {
      serviceId: service.id,
      selectable: reason === null,
      totalCents: rating.ok ? rating.cost.total : null,
      eta: rating.ok ? rating.eta : null,
      rating,
      reason,
    };
  });
  return rankQuotes(candidates).map(({ rating, reason, rank, recommended, serviceId, selectable, eta }) => {
    const price: QuotePrice = {
      cost: rating.ok ? rating.cost : null,
      rank,
      isMasked: false,
      freightRecoveryAmount: rating.ok
        ? freightRecoveryAmount(rating.cost.total, input.shippingCostRecovery)
        : null,
    };
    return {
      serviceId,
      selectable,
      recommended,
      unselectableReason: reason,
      eta,
      etaTimeZone: rating.ok ? rating.etaTimeZone : null,
      evaluation: deliveryTimeSlotEvaluation(input.shipment.deliveryTimeSlot?.startDate, eta),
      price: input.priceMasking ? maskPrice(price) : price,
      detail: rating.ok && !input.priceMasking ? rating.detail : null,
    };
  });
}
