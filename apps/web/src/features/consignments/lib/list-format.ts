import type { Address, MovementType } from '@freight/contracts';
import { formatAud, gToKg, mm3ToM3, roundTo } from '@freight/rules';

/** Spec 3: transfer is labelled Anywhere to anywhere. */
const typeLabels: Record<MovementType, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
  transfer: 'Anywhere to anywhere',
};
export const typeLabel = (type: MovementType): string => typeLabels[type];

/** Spec 9 (X10): the wire's cubic millimetres as m³, to three places. */
export const formatVolume = (mm3: number): string => `${roundTo(mm3ToM3(mm3), 3).toFixed(3)} m³`;
/** Spec 9 (X11): the wire's grams as kg, to one place. */
export const formatWeight = (grams: number): string =>
  `${roundTo(gToKg(grams), 1).toLocaleString('en-AU')} kg`;
/** Spec 9 (X08, X09): cents as AUD in the en-AU locale. */
export const formatMoney = (cents: number): string => formatAud(cents);

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Australia/Melbourne',
});

/** A calendar date (YYYY-MM-DD, or the date part of an instant) as that day, whatever the browser's zone. */
export function formatDay(date: string | null): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** An instant in Melbourne time. */
export function formatInstant(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? instant : instantFormat.format(parsed);
}

/** "Osborne Park WA 6017". */
export const placeOf = (address: Pick<Address, 'locality' | 'subdivision' | 'postcode'>): string =>
  `${address.locality} ${address.subdivision} ${address.postcode}`;

/** "28 Hasler Rd, Osborne Park WA 6017". */
export const addressText = (address: Address, line2?: string | null): string =>
  `${[address.line1, line2 ?? address.line2].filter(Boolean).join(', ')}, ${placeOf(address)}`;
