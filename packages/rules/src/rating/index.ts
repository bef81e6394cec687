/** The rating engine: pure pricing of freight quotes from rate cards (DESIGN 5). */
export * from './types';
export { effectiveOn } from './effective-dates';
export { AU_STATES, businessHolidays, closesBusinessDay, holidayDatesFor } from './holidays';
export type { AuState, CalendarHoliday, PublicHoliday } from './holidays';
export { timeZoneForState } from './time-zones';
export { addBusinessDays, estimateArrival } from './eta';
export type { EtaInput } from './eta';
export { findLane, normaliseZone } from './zones';
export type { LaneMatch } from './zones';
export { chargeableWeight, lineChargeableKg } from './chargeable-weight';
export { freightCharge, ratePerKgFor } from './freight';
export {
  fuelLevyLine,
  HEAVY_ITEM_G,
  OVER_LENGTH_MM,
  surchargeItemCounts,
  surchargeLines,
} from './surcharges';
export { GST_PERCENT, gstOn, quoteCost } from './totals';
export { freightRecoveryAmount } from './recovery';
export type { ShippingCostRecovery } from './recovery';
export { rankQuotes } from './ranking';
export type { Rankable, Ranked } from './ranking';
export { maskPrice } from './masking';
export type { QuotePrice } from './masking';
export { deliveryTimeSlotEvaluation } from './delivery-time-slot';
export type { QuoteEvaluation } from './delivery-time-slot';
export { rateService } from './rate-service';
export { priceQuoteSet } from './quote-set';
export type { QuoteSetInput, RatedQuote } from './quote-set';
export { validateRateCard } from './validate-rate-card';
export type { RateCardIssue } from './validate-rate-card';
