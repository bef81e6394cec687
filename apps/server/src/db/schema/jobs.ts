import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { uuidId, instant, timestamps } from './columns';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work kept in the database, so any server or worker process can take it and none is lost to a
 * restart. `run_after` is when the job may next be claimed: for a queued job its (back-off) start, for a
 * running one the end of its lease, after which another worker takes it over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuidId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Two requests for the same work (e.g. regenerate one document) share a key; only one waits queued. */
    dedupeKey: text('dedupe_key'),
    /** Higher first among the due jobs (a label before a connote: it goes on the parcel at the bench). */
    priority: integer('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: instant('run_after').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('jobs_claimable_idx')
      .on(t.runAfter)
      .where(sql`${t.status} in ('queued', 'running')`),
    uniqueIndex('jobs_queued_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_finished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('done', 'failed')`),
  ],
);
