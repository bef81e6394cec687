import { and, eq, inArray, lt } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { retryDelayMs } from './backoff';
import type { ClaimedJob } from './claim';

// Every finish names the try it ends, so a worker whose lease ran out cannot overwrite the try that took over.
const isCurrentTry = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

export async function completeJob(db: Db, job: ClaimedJob, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now })
    .where(isCurrentTry(job));
}

export type FailureOutcome = 'retry' | 'failed';

/** Queues another try after a back-off, or gives up once the job has used its attempts. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  now: Date,
  options: { final?: boolean } = {},
): Promise<FailureOutcome> {
  const lastError = error.slice(0, 2000);
  if (!options.final && job.attempts < job.maxAttempts) {
    const runAfter = new Date(now.getTime() + retryDelayMs(job.attempts));
    try {
      await db
        .update(jobs)
        .set({ status: 'queued', runAfter, lockedUntil: null, lastError, updatedAt: now })
        .where(isCurrentTry(job));
      return 'retry';
    } catch (cause) {
      if (!isUniqueViolation(cause)) throw cause;
      // A newer request under the same dedupe key is already waiting and will do this work.
      await db
        .update(jobs)
        .set({
          status: 'done',
          lockedUntil: null,
          lastError: `superseded after: ${lastError}`,
          updatedAt: now,
        })
        .where(isCurrentTry(job));
      return 'retry';
    }
  }
  await db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, lastError, updatedAt: now })
    .where(isCurrentTry(job));
  return 'failed';
}

/** Finished jobs are kept a while to look into, then removed so the table stays small. */
export async function pruneFinishedJobs(db: Db, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.updatedAt, olderThan)))
    .returning({ id: jobs.id });
  return removed.length;
}
