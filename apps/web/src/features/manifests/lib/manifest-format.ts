import type { ManifestStatus, MovementType, StagedConsignmentStatus } from '@freight/contracts';
import { gToKg, mm3ToM3, roundTo } from '@freight/rules';

const typeLabels: Record<MovementType, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
  transfer: 'Anywhere to anywhere',
};
/** Spec 3: transfer is labelled Anywhere to anywhere. */
export const typeLabel = (type: MovementType): string => typeLabels[type];

/** Spec 9: m³ = mm³ / 1e9, three places; kg = g / 1000, one place. */
export const formatVolume = (mm3: number): string => `${roundTo(mm3ToM3(mm3), 3).toFixed(3)} m³`;
export const formatWeight = (grams: number): string =>
  `${roundTo(gToKg(grams), 1).toLocaleString('en-AU')} kg`;

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
export const formatDay = (date: string): string =>
  dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
export const formatInstant = (instant: string): string => instantFormat.format(new Date(instant));

export const manifestStatusLabels: Record<ManifestStatus, string> = {
  proposed: 'Proposed',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
};
export const manifestStatusColours: Record<ManifestStatus, string> = {
  proposed: 'gray',
  approved: 'blue',
  completed: 'green',
  rejected: 'red',
};
export const stagedStatusLabels: Record<StagedConsignmentStatus, string> = {
  accepted: 'Accepted',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};
