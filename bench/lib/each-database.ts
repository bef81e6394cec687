import { openDatabase, type Database } from '../../apps/server/src/platform/db/client';
import { onScratchPostgres } from './scratch-postgres';

/**
 * Runs a measurement on in-memory PGlite, and on a scratch database of the PostgreSQL server when DATABASE_URL
 * is set; ONLY=pglite or ONLY=postgres measures one of them.
 */
export async function measureEachDatabase<T>(
  prefix: string,
  measure: (database: Database) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const only = process.env.ONLY;
  if (only !== 'postgres') {
    const pglite = await openDatabase({ kind: 'pglite' });
    try {
      results.push(await measure(pglite));
    } finally {
      await pglite.close();
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && only !== 'pglite') results.push(await onScratchPostgres(serverUrl, prefix, measure));
  return results;
}
