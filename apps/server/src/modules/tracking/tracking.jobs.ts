import type { FastifyInstance } from 'fastify';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  LATE_SWEEP_JOB,
  LATE_SWEEP_MINUTES,
  NOTIFY_RECEIVERS_JOB,
  notifyLateConsignments,
  notifyReceivers,
  type NotifyReceiversPayload,
} from './receiver-notifications';

/**
 * Receiver e-mails run as jobs: a batch's notices after it commits, and every quarter hour a check for
 * consignments past their ETA, which queues its own next run (one queued at a time, however many servers).
 */
export function registerTrackingJobs(app: FastifyInstance): void {
  const deps = () => ({ db: app.db, clock: app.clock, mailer: app.mailer, config: app.config });
  app.jobs.handlers.register(NOTIFY_RECEIVERS_JOB, async (payload) => {
    await notifyReceivers(deps(), payload as NotifyReceiversPayload);
  });
  const scheduleSweep = (runAfter: Date) =>
    enqueue(app.db, LATE_SWEEP_JOB, {}, { dedupeKey: LATE_SWEEP_JOB, runAfter, maxAttempts: 1 });
  app.jobs.handlers.register(LATE_SWEEP_JOB, async () => {
    try {
      await notifyLateConsignments(deps());
    } finally {
      await scheduleSweep(new Date(app.clock.now().getTime() + LATE_SWEEP_MINUTES * 60_000));
    }
  });
  if (app.config.jobsWorker) app.addHook('onReady', async () => void (await scheduleSweep(app.clock.now())));
}
