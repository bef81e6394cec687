import { eq } from 'drizzle-orm';
import { jobs } from '../../../db/schema/jobs';
import type { Db } from '../../db/client';
import { JobHandlers, type JobHandler } from '../handlers';

/** The job's row as stored; setup fails when it is missing. */
export async function jobRow(db: Db, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error('job row missing');
  return row;
}

/** Handlers for one kind of job only. */
export function handlersWith(kind: string, handler: JobHandler) {
  const handlers = new JobHandlers();
  handlers.register(kind, handler);
  return handlers;
}
