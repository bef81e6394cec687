import type { FastifyInstance } from 'fastify';
import { JOBS_CHANNEL } from './enqueue';
import { JobHandlers } from './handlers';
import { runPendingJobs, type DrainResult } from './run';
import { JobWorker } from './worker';

/** What the app offers modules: register the kinds they run; tests drain the queue when they choose. */
export interface JobQueue {
  handlers: JobHandlers;
  /** Runs every due job now, in this process. */
  drain(): Promise<DrainResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Gives the app its job handlers and, unless configured off, a worker that starts when the app is ready and
 * stops (finishing the jobs in hand) when it closes.
 */
export function registerJobQueue(app: FastifyInstance): void {
  const handlers = new JobHandlers();
  const deps = {
    db: app.db,
    clock: app.clock,
    handlers,
    leaseMs: app.config.jobsLeaseMs,
    heartbeatMs: app.config.jobsHeartbeatMs,
    onError: (job: { id: string; kind: string }, err: unknown) =>
      app.log.warn({ err, jobId: job.id, kind: job.kind }, 'job failed'),
  };
  app.decorate('jobs', { handlers, drain: () => runPendingJobs(deps) });
  if (!app.config.jobsWorker) return;
  const worker = new JobWorker(deps, {
    pollMs: app.config.jobsPollMs,
    concurrency: app.config.jobsConcurrency,
    log: (message, err) => app.log.error({ err }, message),
  });
  app.addHook('onReady', async () => {
    // a job queued by any process (or this one) wakes the worker when its transaction commits
    await app.notifications.on(JOBS_CHANNEL, () => worker.wake());
    worker.start();
  });
  app.addHook('onClose', async () => worker.stop());
}
