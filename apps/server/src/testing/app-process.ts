/**
 * The production app in a server process of its own, for tests of what several server processes on one
 * PostgreSQL database do together (as `WORKERS` or several hosts run it): it opens the database of DATABASE_URL,
 * listens on 127.0.0.1 at a free port, says `listening <port>` on stdout, and closes on SIGTERM. Its other
 * settings come from the environment, as a server's do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase } from '../platform/db/client';

const dataDir = mkdtempSync(join(tmpdir(), 'freight-process-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
});
if (!config.databaseUrl) throw new Error('DATABASE_URL is needed: one process per database is the point');
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, max: 4 });
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
