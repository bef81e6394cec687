import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config/env';
import type { Database } from './platform/db/client';
import { openConfiguredDatabase } from './platform/db/open-from-config';
import { superviseWorkers } from './platform/process/supervise-workers';
import { readDemoCarrierKeys } from './simulator/demo-keys';
import { runSimulatorLoop } from './simulator/run-simulator';

function announce(config: Config, database: Database['kind'], processes: number) {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`\n  Freight shipping is running at ${url}`);
  console.log(
    `  Database: ${database === 'pglite' ? `embedded, in ${config.dataDir}/db` : 'PostgreSQL'}` +
      (processes > 1 ? `; ${processes} server processes` : ''),
  );
  if (config.demoData)
    console.log('  Demo sign-in: demo / Shipper2026 (see README for the other demo users)\n');
}

/**
 * One server process: builds the app on an open database and listens (in a cluster, on the shared port). The
 * first process also delivers what an earlier run left in the outbox and plays the demo carriers, once.
 */
async function serve(config: Config, database: Database, options: { first: boolean }) {
  const app = await buildApp({ config, db: database.db, serveWeb: true, poolStats: database.poolStats });

  let stopSimulator = () => {};
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    stopSimulator();
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  if (!options.first) return;
  await app.mailer.deliverPending();
  // Demo: the carriers move freight along in this process, over HTTP, as `npm run simulate` would
  if (config.simulateCarriers) {
    stopSimulator = runSimulatorLoop({
      baseUrl: `http://127.0.0.1:${config.port}`,
      keys: async () => (await readDemoCarrierKeys(config.dataDir)) ?? [],
      intervalSeconds: config.simulateIntervalSeconds,
      log: (message) => app.log.info(message),
    });
  }
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    // the primary has prepared the database
    const database = await openConfiguredDatabase(config);
    await serve(config, database, { first: cluster.worker?.id === 1 });
    return;
  }
  const database = await prepareDatabase(config, (message) => console.log(message));
  if (config.workers > 1 && database.kind === 'postgres') {
    await database.close();
    superviseWorkers({
      workers: config.workers,
      onAllListening: () => announce(config, 'postgres', config.workers),
      log: (message) => console.log(message),
    });
    return;
  }
  if (config.workers > 1)
    console.warn(
      `WORKERS=${config.workers} asked for, but the embedded database runs inside one process, so one server ` +
        'process is started. Set DATABASE_URL to a PostgreSQL server to run several.',
    );
  await serve(config, database, { first: true });
  announce(config, database.kind, 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
