import { preferenceKeys, readPreference, writePreference } from '../../../shared/lib/user-preferences';

/** Whose default it is: the user, and the organisation it belongs to (spec 6, V13: organisation-specific). */
export interface PreferenceOwner {
  userId: string;
  orgId: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The next local midnight after the moment given, when a stored default dispatch date lapses (spec 9). */
export function nextLocalMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

/**
 * Spec 4, 9: the dispatch date the user last booked with, for this organisation, until the next local midnight;
 * null once it lapsed, when none is stored, or when it is before today (a new day starts from today again).
 */
export function readDefaultDispatchDate(
  owner: PreferenceOwner,
  today: string,
  now = new Date(),
): string | null {
  const stored = readPreference(owner.userId, preferenceKeys.dispatchDate, owner.orgId);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { date, expiresAt } = value as { date?: unknown; expiresAt?: unknown };
    if (typeof date !== 'string' || !DATE.test(date) || typeof expiresAt !== 'number') return null;
    return now.getTime() < expiresAt && date >= today ? date : null;
  } catch {
    return null;
  }
}

/** Keeps the date as the user's default for the organisation, until the next local midnight. */
export function storeDefaultDispatchDate(owner: PreferenceOwner, date: string, now = new Date()): void {
  const value = JSON.stringify({ date, expiresAt: nextLocalMidnight(now) });
  writePreference(owner.userId, preferenceKeys.dispatchDate, value, owner.orgId);
}
