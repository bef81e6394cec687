import type { Address, MovementType, PalletTransferType } from '@freight/contracts';
import { formatWithOurMonths, gToKg, mm3ToM3, roundTo, weekdayDayText } from '@freight/rules';

/** Spec 3: transfer is labelled Anywhere to anywhere. */
const typeLabels: Record<MovementType, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
  transfer: 'Anywhere to anywhere',
};
export const typeLabel = (type: MovementType): string => typeLabels[type];

/** Spec 3 (M34): who the pallets go to, as a shipper reads it. */
export const palletTransferLabels: Record<PalletTransferType, string> = {
  carrier: 'Carrier',
  receiver: 'Receiver',
  unknown: 'Unknown',
};

// a no-break space keeps a figure and its unit on one line in narrow columns
/** Spec 9 (X10): the wire's cubic millimetres as m³, to three places. */
export const formatVolume = (mm3: number): string => `${roundTo(mm3ToM3(mm3), 3).toFixed(3)}\u00a0m³`;
/** Spec 9 (X11): the wire's grams as kg, to one place. */
export const formatWeight = (grams: number): string =>
  `${roundTo(gToKg(grams), 1).toLocaleString('en-AU')}\u00a0kg`;

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

/** What a screen shows for a value that is not there: one mark everywhere, the em dash. */
export const NO_VALUE = '—';

/** A calendar date (YYYY-MM-DD, or the date part of an instant) as that day, whatever the browser's zone: '6 Mar 2026'. */
export function formatDay(date: string | null): string {
  if (!date) return NO_VALUE;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatWithOurMonths(dayFormat, parsed);
}

/**
 * A calendar date (YYYY-MM-DD) as that day with its weekday, whatever the browser's zone: 'Tue, 24 Nov 2026'; the
 * rules' words, so the carrier's e-mail says the day as the screens do.
 */
export function formatWeekday(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : weekdayDayText(date);
}

/**
 * An instant in Melbourne time, as the site's day is (spec 9). In a narrow column it wraps only between its day
 * and its time ("26 Nov 2026," over "10:21 am"), never inside either.
 */
export function formatInstant(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime())
    ? instant
    : breakingOnlyAfterCommas(formatWithOurMonths(instantFormat, parsed));
}

/** Text a narrow column may break only after its commas: "Fri 27 Nov 2026," over "8:00 pm AEDT". */
export const breakingOnlyAfterCommas = (text: string): string =>
  text
    .split(', ')
    .map((part) => part.replace(/\s/g, '\u00a0'))
    .join(', ');

/** A day a narrow column may break only before its year: "14 Dec" over "2026". */
export const formatDayBreakingBeforeYear = (date: string | null): string =>
  formatDay(date).replace(' ', '\u00a0');

/** Where an address is: "Osborne Park WA 6017". */
export const placeOf = (address: Pick<Address, 'locality' | 'subdivision' | 'postcode'>): string =>
  `${address.locality} ${address.subdivision} ${address.postcode}`;

/** An address on one line: "28 Hasler Rd, Osborne Park WA 6017", with its second line when it has one. */
export const oneLineAddress = (
  address: Pick<Address, 'line1' | 'line2' | 'locality' | 'subdivision' | 'postcode'>,
): string => `${[address.line1, address.line2].filter(Boolean).join(', ')}, ${placeOf(address)}`;
