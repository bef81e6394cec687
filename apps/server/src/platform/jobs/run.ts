import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { claimNextJob, type ClaimedJob } from './claim';
import { completeJob, failJob } from './finish';
import type { JobHandlers } from './handlers';
import { DEFAULT_HEARTBEAT_MS, DEFAULT_LEASE_MS, renewLease, startHeartbeat } from './lease';

export interface JobRunnerDeps {
  db: Db;
  clock: Clock;
  handlers: JobHandlers;
  /** How long a claimed job is ours, unless renewed, before another worker may take it over. */
  leaseMs?: number;
  /** How often the lease of the job in hand is renewed. */
  heartbeatMs?: number;
  onError?: (job: ClaimedJob, error: unknown) => void;
}

export type JobOutcome = 'done' | 'retry' | 'failed';

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Claims one job and runs it; null when nothing is due. */
export async function runNextJob(deps: JobRunnerDeps): Promise<JobOutcome | null> {
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const job = await claimNextJob(deps.db, deps.handlers.kinds(), deps.clock.now(), leaseMs);
  if (!job) return null;
  const handler = deps.handlers.get(job.kind);
  // A job reclaimed after its tries are used up crashed its worker every time: stop instead of crashing again.
  if (!handler || job.attempts > job.maxAttempts) {
    const reason = handler
      ? 'gave up: the job did not finish within its attempts'
      : `no handler for ${job.kind}`;
    return failJob(deps.db, job, reason, deps.clock.now(), { final: true });
  }
  const stopHeartbeat = startHeartbeat(
    () => renewLease(deps.db, job, deps.clock.now(), leaseMs),
    deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    (error) => deps.onError?.(job, error),
  );
  try {
    await handler(job.payload, {
      db: deps.db,
      clock: deps.clock,
      jobId: job.id,
      attempt: job.attempts,
      isLastAttempt: job.attempts >= job.maxAttempts,
    });
  } catch (error) {
    deps.onError?.(job, error);
    return failJob(deps.db, job, describe(error), deps.clock.now());
  } finally {
    stopHeartbeat();
  }
  await completeJob(deps.db, job, deps.clock.now());
  return 'done';
}

export interface DrainResult {
  done: number;
  retry: number;
  failed: number;
}

/**
 * Runs every job that is due now, one after another, until none is left (retries wait for their back-off).
 * Tests use it to run background work at a point of their choosing.
 */
export async function runPendingJobs(deps: JobRunnerDeps, limit = 1000): Promise<DrainResult> {
  const result: DrainResult = { done: 0, retry: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await runNextJob(deps);
    if (!outcome) break;
    result[outcome]++;
  }
  return result;
}
