import { roundWhole } from './units';

/** Spec 9: money travels in cents and is shown as AUD in the en-AU locale. */
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export const centsToDollars = (cents: number): number => cents / 100;
/** Whole cents for the wire. */
export const dollarsToCents = (dollars: number): number => roundWhole(dollars * 100);

/** E.g. 123456 -> '$1,234.56'. */
export function formatAud(cents: number): string {
  return aud.format(centsToDollars(cents));
}
