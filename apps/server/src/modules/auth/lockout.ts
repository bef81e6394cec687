import type { DbOrTx } from '../../platform/db/transaction';
import { clearAttempts, findAttempts, lockKey, recordFailure } from './auth.repository';

/** Five failures within fifteen minutes lock the key for the 30 seconds the spec's messages state. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 30_000;

export async function lockedUntil(db: DbOrTx, key: string, now: Date): Promise<Date | null> {
  const row = await findAttempts(db, key);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts a failure; returns the lock's end when this failure locked the key. */
export async function failAttempt(db: DbOrTx, key: string, now: Date): Promise<Date | null> {
  const failures = await recordFailure(db, key, now, new Date(now.getTime() - FAILURE_WINDOW_MS));
  if (failures < MAX_FAILURES) return null;
  const until = new Date(now.getTime() + LOCK_MS);
  await lockKey(db, key, until, now);
  return until;
}

export const succeedAttempt = clearAttempts;
