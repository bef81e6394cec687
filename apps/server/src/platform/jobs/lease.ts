import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import type { Db } from '../db/client';
import type { ClaimedJob } from './claim';

/**
 * A job is leased for a short time and its worker renews the lease while it runs, so a job whose worker died
 * is taken over within about one lease rather than after the longest a job could ever take.
 */
export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_HEARTBEAT_MS = 10_000;

/** Extends the lease of the try in hand; false when it is no longer ours (another worker took it over). */
export async function renewLease(db: Db, job: ClaimedJob, now: Date, leaseMs: number): Promise<boolean> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const renewed = await db
    .update(jobs)
    .set({ runAfter: leaseEnd, lockedUntil: leaseEnd })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/** Renews a job's lease every `heartbeatMs` until stopped. */
export function startHeartbeat(
  renew: () => Promise<unknown>,
  heartbeatMs: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    renew().catch(onError);
  }, heartbeatMs);
  // A heartbeat alone never keeps a process alive.
  timer.unref();
  return () => clearInterval(timer);
}
