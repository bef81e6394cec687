/**
 * A worker process for the lease test: it claims jobs of kind `test.hang` from the PostgreSQL database of
 * DATABASE_URL, says `started <job id>` on stdout, and never finishes, so the test can kill it mid-job.
 */
import { loadConfig } from '../../../config/env';
import { systemClock } from '../../clock';
import { openDatabase } from '../../db/client';
import { JobHandlers } from '../handlers';
import { JobWorker } from '../worker';

const config = loadConfig();
const url = config.databaseUrl;
if (!url) throw new Error('DATABASE_URL is needed');
const database = await openDatabase({ kind: 'postgres', url, max: 2 });
const handlers = new JobHandlers();
handlers.register('test.hang', (_payload, context) => {
  process.stdout.write(`started ${context.jobId}\n`);
  return new Promise<void>(() => {});
});
new JobWorker(
  {
    db: database.db,
    clock: systemClock,
    handlers,
    leaseMs: config.jobsLeaseMs,
    heartbeatMs: config.jobsHeartbeatMs,
  },
  { pollMs: 50 },
).start();
