import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMPORT_JOB, runImport } from './import-job';
import { markImportFailed } from './consignment-import.repository';

const payloadSchema = z.object({ importId: z.uuid() });

/** The import runs as a job: any server process (or a worker) takes it; a last failed try marks it failed. */
export function registerImportJobs(app: FastifyInstance): void {
  app.jobs.handlers.register(IMPORT_JOB, async (payload, context) => {
    const { importId } = payloadSchema.parse(payload);
    try {
      await runImport(
        { db: context.db, clock: context.clock, gs1CompanyPrefix: app.config.gs1CompanyPrefix },
        importId,
      );
    } catch (error) {
      if (context.isLastAttempt) await markImportFailed(context.db, importId, context.clock.now());
      throw error;
    }
  });
}
