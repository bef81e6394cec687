import type { FastifyInstance } from 'fastify';
import { registerImportJob } from '../../platform/imports/import-job';
import { IMPORT_JOB, runImport } from './import-job';
import { markImportFailed } from './consignment-import.repository';

/** The import runs as a job: any server process (or a worker) takes it; a last failed try marks it failed. */
export function registerImportJobs(app: FastifyInstance): void {
  registerImportJob(app, IMPORT_JOB, {
    run: (context, importId) =>
      runImport({ ...context, gs1CompanyPrefix: app.config.gs1CompanyPrefix }, importId),
    markFailed: markImportFailed,
  });
}
