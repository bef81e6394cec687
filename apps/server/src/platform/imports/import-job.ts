import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { enqueue } from '../jobs/enqueue';

const payloadSchema = z.object({ importId: z.uuid() });

/** `more`: the run did part of the work and the rest is queued as a job of its own. */
export type ImportSlice = 'finished' | 'more';

export interface ImportJob {
  /**
   * Does the import's remaining work, or a part of it answering `more`; it must carry on where an earlier try or
   * part stopped.
   */
  run(context: { db: Db; clock: Clock }, importId: string): Promise<ImportSlice>;
  /** The last try failed: the import is marked so where its user sees it. */
  markFailed(db: Db, importId: string, now: Date): Promise<void>;
}

/** The tries of each part of an import. */
export const IMPORT_JOB_ATTEMPTS = 3;

/**
 * An import as a background job (`{ importId }`): any server process or worker takes it, a failed try is
 * retried by the queue, and a last failed try marks the import failed. A run that did a part queues the rest
 * as a new job, due now: jobs already waiting run first, so one long import never stalls the queue.
 */
export function registerImportJob(app: FastifyInstance, kind: string, job: ImportJob): void {
  app.jobs.handlers.register(kind, async (payload, context) => {
    const { importId } = payloadSchema.parse(payload);
    try {
      if ((await job.run(context, importId)) === 'more')
        await enqueue(
          context.db,
          kind,
          { importId },
          { dedupeKey: `${kind}:${importId}`, maxAttempts: IMPORT_JOB_ATTEMPTS },
        );
    } catch (error) {
      if (context.isLastAttempt) await job.markFailed(context.db, importId, context.clock.now());
      throw error;
    }
  });
}

/**
 * Saves an import's rows a batch per transaction, from `done` (the rows an earlier try already saved, counted
 * in the batches' own transactions) to `total`. `save` must record the batch's progress in its transaction, so
 * a process that dies part-way leaves whole batches, and the next try starts after the last one.
 */
export async function saveInBatches(
  db: Db,
  range: { done: number; total: number; size: number },
  save: (tx: Tx, start: number, end: number) => Promise<void>,
): Promise<void> {
  for (let start = range.done; start < range.total; start += range.size) {
    const end = Math.min(range.total, start + range.size);
    await db.transaction((tx) => save(tx, start, end));
  }
}
