import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import type { DbOrTx } from '../db/transaction';

/**
 * Whether a job of another kind is due now: a long job that works in parts (an import) carries on with its next
 * part while the queue is otherwise empty, and yields between parts when something else waits.
 */
export async function otherJobsDue(db: DbOrTx, kind: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        lte(jobs.runAfter, sql`greatest(${now.toISOString()}::timestamptz, now())`),
        ne(jobs.kind, kind),
      ),
    )
    .limit(1);
  return row !== undefined;
}
