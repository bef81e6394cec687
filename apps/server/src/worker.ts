import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openConfiguredDatabase } from './platform/db/open-from-config';

/**
 * Background jobs (documents) in a process of their own, beside server processes started with
 * JOBS_WORKER=false: the same app and handlers, never listening. Claims come from the database, so any number of
 * these can run against one PostgreSQL. The server (`npm start`) prepares the database; this only opens it.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database runs inside the server process, which runs its jobs itself.',
    );
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config: { ...config, jobsWorker: true }, db: database.db });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
  });
  await app.ready();
  console.log('  Background jobs are running against PostgreSQL');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
