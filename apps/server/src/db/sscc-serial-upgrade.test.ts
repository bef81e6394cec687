import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDatabaseMigratedTo } from '../testing/migrate-up-to';
import { ssccSerialCounters } from './schema';

/** The last migration of the schema that took SSCC serials from one sequence. */
const BEFORE = '0010_carrier_api_keys';
const databaseBefore = useDatabaseMigratedTo(BEFORE);

describe('upgrading a database that issued SSCCs from the old sequence', () => {
  it(
    'continues the serials of the prefix they were issued under, so none is issued twice',
    { timeout: 120_000 },
    async () => {
      const database = await databaseBefore();
      // 41 SSCCs issued before the upgrade
      await database.db.execute(sql`select nextval('sscc_serial_seq') from generate_series(1, 41)`);
      await database.migrate();
      expect(await database.db.select().from(ssccSerialCounters)).toEqual([
        { companyPrefix: '0614141', extensionDigit: 0, lastSerial: 41 },
      ]);
      const sequences = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_class`)
        .where(sql`relname = 'sscc_serial_seq'`);
      expect(sequences).toEqual([{ n: 0 }]);
    },
  );
});
