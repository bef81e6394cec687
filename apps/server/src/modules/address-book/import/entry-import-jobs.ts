import type { FastifyInstance } from 'fastify';
import { registerImportJob } from '../../../platform/imports/import-job';
import { ENTRY_IMPORT_JOB, runEntryImport } from './entry-import-job';
import { markImportFailed } from './entry-import.repository';

/** The address book import runs as a job on the consignment import's machinery. */
export function registerEntryImportJobs(app: FastifyInstance): void {
  registerImportJob(app, ENTRY_IMPORT_JOB, {
    run: async (context, importId) => {
      await runEntryImport(context, importId);
      return 'finished';
    },
    markFailed: markImportFailed,
  });
}
