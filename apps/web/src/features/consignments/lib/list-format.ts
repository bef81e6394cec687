import { formatAud } from '@freight/rules';

/** Spec 9 (X08, X09): cents as AUD in the en-AU locale. */
export const formatMoney = (cents: number): string => formatAud(cents);
