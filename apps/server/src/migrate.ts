import { ConfigError, loadConfig } from './config/env';
import { schemaProblem, schemaState } from './platform/db/migrations';
import { openConfiguredDatabase } from './platform/db/open-from-config';

/** `npm run migrate`: applies this version's migrations, once however many processes run it together. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const before = await schemaState(database.db);
    await database.migrate();
    const problem = schemaProblem(await schemaState(database.db));
    if (problem) throw new ConfigError(problem);
    console.log(
      before.pending === 0 ? 'The database is up to date.' : `Applied ${before.pending} migration(s).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
