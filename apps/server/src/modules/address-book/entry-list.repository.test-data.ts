import { asc, eq } from 'drizzle-orm';
import { localities } from '../../db/schema';
import type { Db } from '../../platform/db/client';

/** A locality or two for repository tests (Richmond VIC). */
export function findLocalitiesForTest(db: Db) {
  return db
    .select()
    .from(localities)
    .where(eq(localities.postcode, '3121'))
    .orderBy(asc(localities.id))
    .limit(2);
}
