import type { Config } from '../../config/env';
import { openDatabase, type Database } from './client';

/** PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
