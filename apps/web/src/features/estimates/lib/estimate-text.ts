import type { Estimate, MovementType } from '@freight/contracts';

/** Spec 3: transfer is labelled Anywhere to anywhere. */
const typeLabels: Record<MovementType, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
  transfer: 'Anywhere to anywhere',
};

export const typeLabel = (type: MovementType): string => typeLabels[type];

type Location = Estimate['sender'];

/** Where a sender or receiver is: its street address, or the suburb an estimate may name alone. */
export function placeText(location: Location): string {
  if (location.address) {
    const { line1, line2, locality, subdivision, postcode } = location.address;
    return `${[line1, line2].filter(Boolean).join(', ')}, ${locality} ${subdivision} ${postcode}`;
  }
  return location.locality?.label ?? '';
}

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

/** A calendar date (YYYY-MM-DD) as that day, whatever the browser's zone: '6 Mar 2026'. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** A moment in Melbourne time, as the site's day is (spec 9). */
export function formatInstant(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : instantFormat.format(parsed);
}
