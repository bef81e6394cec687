import type { Address } from '@freight/contracts';
import { formatAud } from '@freight/rules';

/** Spec 9 (X08, X09): cents as AUD in the en-AU locale. */
export const formatMoney = (cents: number): string => formatAud(cents);

/** "Osborne Park WA 6017". */
export const placeOf = (address: Pick<Address, 'locality' | 'subdivision' | 'postcode'>): string =>
  `${address.locality} ${address.subdivision} ${address.postcode}`;

/** "28 Hasler Rd, Osborne Park WA 6017". */
export const addressText = (address: Address, line2?: string | null): string =>
  `${[address.line1, line2 ?? address.line2].filter(Boolean).join(', ')}, ${placeOf(address)}`;
