import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { notify } from '../db/notifications';
import type { DbOrTx } from '../db/transaction';

/** The channel an enqueue notifies (on commit), waking idle workers in every process. */
export const JOBS_CHANNEL = 'jobs_queued';

export interface EnqueueOptions {
  /** Work that must happen once however often it is asked for: a newer request replaces a queued one. */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  runAfter?: Date;
  maxAttempts?: number;
  /** Due jobs of a higher priority run first (default 0). */
  priority?: number;
}

/**
 * Adds a job. Pass the caller's transaction so the job exists exactly when the change that asked for it
 * commits. With a dedupe key, a job already waiting under that key takes the new payload instead of a second
 * job being queued; one already running is left alone, and the new one queues behind it. Idle workers hear of
 * it when the transaction commits.
 */
export async function enqueue(
  tx: DbOrTx,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<string> {
  const values = {
    kind,
    payload,
    dedupeKey: options.dedupeKey ?? null,
    maxAttempts: options.maxAttempts ?? 5,
    priority: options.priority ?? 0,
    ...(options.runAfter ? { runAfter: options.runAfter } : {}),
  };
  const [row] = await tx
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      targetWhere: sql`${jobs.status} = 'queued'`,
      set: {
        kind,
        payload: sql`excluded.payload`,
        maxAttempts: sql`excluded.max_attempts`,
        priority: sql`excluded.priority`,
        runAfter: sql`least(${jobs.runAfter}, excluded.run_after)`,
        attempts: 0,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error(`job ${kind} was not queued`);
  await notify(tx, JOBS_CHANNEL, kind);
  return row.id;
}
