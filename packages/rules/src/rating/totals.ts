import { assertWhole, divideHalfUp } from './arithmetic';
import type { ChargeLine, QuoteCost } from './types';

/** GST, 10% of the net price. */
export const GST_PERCENT = 10;

/** GST on a net amount in cents, rounded half-up to the cent. */
export function gstOn(netCents: number): number {
  return divideHalfUp(assertWhole(netCents, 'Net') * GST_PERCENT, 100);
}

/** The spec's price.cost: fees = sum of the breakdown, net = freight + fees, tax = GST, total = net + tax. */
export function quoteCost(freightCents: number, chargesBreakdown: ChargeLine[]): QuoteCost {
  const freight = assertWhole(freightCents, 'Freight');
  const fees = chargesBreakdown.reduce((sum, line) => sum + assertWhole(line.amountCents, line.code), 0);
  const net = freight + fees;
  const tax = gstOn(net);
  return { currency: 'AUD', freight, fees, net, tax, total: net + tax, chargesBreakdown };
}
