import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import type { Db } from '../db/client';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** This try's number, 1 for the first; it also fences the finish against a worker whose lease ran out. */
  attempts: number;
  maxAttempts: number;
  dedupeKey: string | null;
}

/**
 * Takes the oldest claimable job of the given kinds (of the highest priority among them) and leases it: a
 * queued job whose time has come, or a running one whose worker stopped renewing its lease (a crash or restart). `SKIP LOCKED` lets many workers
 * claim side by side without waiting on each other; PGlite is one connection, where it simply never skips.
 */
export async function claimNextJob(
  db: Db,
  kinds: readonly string[],
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const leaseEnd = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.status, ['queued', 'running']),
          // Jobs queued with the database's default time are due by its clock; a clock the caller moved
          // ahead (tests, back-off) decides the rest. In production the two agree.
          lte(jobs.runAfter, sql`greatest(${now.toISOString()}::timestamptz, now())`),
          inArray(jobs.kind, [...kinds]),
        ),
      )
      .orderBy(desc(jobs.priority), asc(jobs.runAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        runAfter: leaseEnd,
        lockedUntil: leaseEnd,
        updatedAt: now,
      })
      .where(eq(jobs.id, next.id))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        dedupeKey: jobs.dedupeKey,
      });
    return claimed ?? null;
  });
}
