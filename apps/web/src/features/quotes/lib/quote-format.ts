import { formatAud, weekdayDayText } from '@freight/rules';
import type { Quote, QuoteCostWire } from '@freight/contracts';

/** What the price column shows: an amount, the masked marker, or nothing when the service could not price. */
export type PriceDisplay = { kind: 'amount'; text: string } | { kind: 'masked' } | { kind: 'unpriced' };

/** Spec 3, 9: a quote's total in AUD (en-AU, from cents); a masked price stays masked (spec 6). */
export function priceDisplay(quote: Pick<Quote, 'price'>): PriceDisplay {
  if (quote.price.isMasked) return { kind: 'masked' };
  if (!quote.price.cost) return { kind: 'unpriced' };
  return { kind: 'amount', text: formatAud(quote.price.cost.total) };
}

export interface ChargeRow {
  label: string;
  /** Cents. */
  amount: number;
  /** The subtotal and total rows are set apart from the charges. */
  emphasis?: boolean;
}

/** Spec 3: price.cost on demand: freight, each fee of the breakdown, fees, tax (GST) and total. */
export function chargeRows(cost: QuoteCostWire): ChargeRow[] {
  return [
    { label: 'Freight', amount: cost.freight },
    ...cost.chargesBreakdown.map((line) => ({ label: line.description, amount: line.amount })),
    { label: 'Fees', amount: cost.fees, emphasis: true },
    { label: 'GST', amount: cost.tax },
    { label: 'Total', amount: cost.total, emphasis: true },
  ];
}

/**
 * The ETA is a local date in the receiver's time zone (YYYY-MM-DD), so it is shown as that calendar day, whatever
 * the browser's zone, and in the words every other day with its weekday is shown in: 'Fri, 13 Mar 2026'.
 */
export function formatEta(eta: string | null): string | null {
  if (!eta || !/^\d{4}-\d{2}-\d{2}$/.test(eta)) return null;
  const date = new Date(`${eta}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return weekdayDayText(eta);
}

/** The quotes a user may tick: selectable ones whose agreed service the site still has. */
export function isChoosable(quote: Quote, knownAgreedServiceIds?: ReadonlySet<string>): boolean {
  return quote.selectable && !isServiceMissing(quote, knownAgreedServiceIds);
}

/** Spec 8: a quote whose agreed service cannot be found among the site's. */
export function isServiceMissing(quote: Quote, knownAgreedServiceIds?: ReadonlySet<string>): boolean {
  return knownAgreedServiceIds !== undefined && !knownAgreedServiceIds.has(quote.agreedServiceId);
}
