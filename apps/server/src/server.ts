import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config/env';

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(message));
  const app = await buildApp({ config, db: database.db, serveWeb: true });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  await app.mailer.deliverPending();
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`\n  Freight shipping is running at ${url}`);
  console.log(
    `  Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}/db` : 'PostgreSQL'}`,
  );
  if (config.demoData)
    console.log('  Demo sign-in: demo / Shipper2026 (see README for the other demo users)\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
