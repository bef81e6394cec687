import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { printJobs } from '../../db/schema/autoprint';
import { documents } from '../../db/schema/documents';
import type { Db } from '../../platform/db/client';
import { firstRow } from '../../platform/db/first-row';
import type { DbOrTx } from '../../platform/db/transaction';
import { notify } from '../../platform/db/notifications';
import { PRINT_QUEUE_CHANNEL } from './site-signals';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJob = typeof printJobs.$inferInsert;

/** Queues print jobs; the sites' agents waiting on a long poll hear of them when the transaction commits. */
export async function insertJobs(db: DbOrTx, rows: NewPrintJob[]) {
  if (rows.length === 0) return;
  await db.insert(printJobs).values(rows);
  for (const siteId of new Set(rows.map((row) => row.siteId)))
    await notify(db, PRINT_QUEUE_CHANNEL, String(siteId));
}

/** A newer version of the consignment replaces its jobs still waiting (they would print the old papers). */
export async function supersedeWaiting(db: DbOrTx, consignmentId: string, version: string, now: Date) {
  await db
    .update(printJobs)
    .set({ status: 'superseded', updatedAt: now })
    .where(
      and(
        eq(printJobs.consignmentId, consignmentId),
        eq(printJobs.status, 'queued'),
        ne(printJobs.ownerVersion, version),
      ),
    );
}

/**
 * Jobs of the site still waiting since before `olderThan` expire: printed hours late, labels would come out for
 * parcels long gone. They are shown as expired and never handed out.
 */
export async function expireWaiting(db: DbOrTx, siteId: number, olderThan: Date, now: Date) {
  await db
    .update(printJobs)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(eq(printJobs.siteId, siteId), eq(printJobs.status, 'queued'), lt(printJobs.createdAt, olderThan)),
    );
}

/**
 * Leases the site's printable jobs to an agent: queued ones whose document is made for the job's version,
 * ones whose lease lapsed (an agent died), and ones already leased to this agent (it restarted before
 * acknowledging; it knows what it printed). `SKIP LOCKED` keeps two agents' claims apart.
 */
export async function claimJobs(
  db: Db,
  claim: {
    siteId: number;
    agentId: number;
    now: Date;
    leaseMs: number;
    limit: number;
    notBefore?: Date | null;
  },
): Promise<PrintJobRow[]> {
  const leaseUntil = new Date(claim.now.getTime() + claim.leaseMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: printJobs.id })
      .from(printJobs)
      .innerJoin(
        documents,
        and(
          eq(documents.ownerType, 'consignment'),
          eq(documents.ownerId, printJobs.consignmentId),
          eq(documents.type, printJobs.document),
          eq(documents.format, 'pdf'),
        ),
      )
      .where(
        and(
          eq(printJobs.siteId, claim.siteId),
          or(
            and(
              eq(printJobs.status, 'queued'),
              claim.notBefore ? gte(printJobs.createdAt, claim.notBefore) : undefined,
            ),
            and(
              eq(printJobs.status, 'printing'),
              or(eq(printJobs.agentId, claim.agentId), lt(printJobs.leaseUntil, claim.now)),
            ),
          ),
          eq(documents.status, 'ready'),
          eq(documents.ownerVersion, printJobs.ownerVersion),
        ),
      )
      // labels first: they go on the parcels at the bench
      .orderBy(asc(printJobs.createdAt), desc(printJobs.document), asc(printJobs.id))
      .limit(claim.limit)
      .for('update', { of: printJobs, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(printJobs)
      .set({
        status: 'printing',
        agentId: claim.agentId,
        leaseUntil,
        attempts: sql`${printJobs.attempts} + 1`,
        updatedAt: claim.now,
      })
      .where(
        inArray(
          printJobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Whether the site has a job an agent could take now: the long poll's cheap check before claiming. */
export async function hasOpenJobs(db: DbOrTx, siteId: number) {
  const [row] = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(eq(printJobs.siteId, siteId), inArray(printJobs.status, ['queued', 'printing'])))
    .limit(1);
  return row !== undefined;
}

export async function findJob(db: DbOrTx, id: string) {
  return firstRow(db, printJobs, eq(printJobs.id, id));
}

/** Finishes a job, only for the agent holding its lease; answers whether it did. */
export async function finishJob(
  db: DbOrTx,
  finish: { id: string; agentId: number; outcome: 'printed' | 'failed'; message: string | null; now: Date },
) {
  const rows = await db
    .update(printJobs)
    .set({
      status: finish.outcome,
      message: finish.message,
      leaseUntil: null,
      updatedAt: finish.now,
      printedAt: finish.outcome === 'printed' ? finish.now : null,
    })
    .where(
      and(
        eq(printJobs.id, finish.id),
        eq(printJobs.status, 'printing'),
        eq(printJobs.agentId, finish.agentId),
      ),
    )
    .returning({ id: printJobs.id });
  return rows.length > 0;
}

export async function recentJobs(db: DbOrTx, siteId: number, limit: number) {
  return db
    .select()
    .from(printJobs)
    .where(eq(printJobs.siteId, siteId))
    .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
    .limit(limit);
}
