import type { DbOrTx } from '../../platform/db/transaction';
import { locked } from './auth-errors';
import { clearAttempts, findAttempts, lockKey, recordFailure } from './auth.repository';

/** Five failures within fifteen minutes lock the key for the 30 seconds the spec's messages state. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 30_000;

async function lockedUntil(db: DbOrTx, key: string, now: Date): Promise<Date | null> {
  const row = await findAttempts(db, key);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts a failure; returns the lock's end when this failure locked the key. */
async function failAttempt(db: DbOrTx, key: string, now: Date): Promise<Date | null> {
  const failures = await recordFailure(db, key, now, new Date(now.getTime() - FAILURE_WINDOW_MS));
  if (failures < MAX_FAILURES) return null;
  const until = new Date(now.getTime() + LOCK_MS);
  await lockKey(db, key, until, now);
  return until;
}

export const succeedAttempt = clearAttempts;

/**
 * The tries counted under `key` at `now`, refused with 429 and `detail` while the key is locked: `open` before a
 * try, `fail` after a failed one (which may lock the key), `succeed` after a good one.
 */
export function attemptsAt(db: DbOrTx, key: string, now: Date, detail: string) {
  return {
    async open() {
      const until = await lockedUntil(db, key, now);
      if (until) throw locked(detail, until, now);
    },
    async fail() {
      const until = await failAttempt(db, key, now);
      if (until) throw locked(detail, until, now);
    },
    succeed: () => succeedAttempt(db, key),
  };
}
