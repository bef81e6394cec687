import type { ImportRefusal } from '@freight/contracts';
import { consignmentImportMessages as messages } from '@freight/contracts';
import type { ImportRowValues } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/transaction';
import type { ImportSlice } from '../../platform/imports/import-job';
import { otherJobsDue } from '../../platform/jobs/waiting';
import * as consignments from '../consignments';
import * as repo from './consignment-import.repository';
import { draftsFor, RatingCache, type ImportSite } from './import-drafts';
import { loadImportSite } from './import-site';

export const IMPORT_JOB = 'consignment-import.run';
/**
 * Rows saved per transaction: big enough that statements are few, small enough that progress moves and other
 * jobs get their turn between batches.
 */
export const IMPORT_BATCH_ROWS = 500;
/**
 * A run of the job goes on to its next batch while no other job is due, for about this long, then queues the
 * rest: the site's settings and rating data are read once for all its batches, and the stored rows a few
 * batches at a time.
 */
export const IMPORT_RUN_MS = 2000;
const ROWS_PER_READ = IMPORT_BATCH_ROWS * 4;

export interface ImportJobDeps {
  db: Db;
  clock: Clock;
  gs1CompanyPrefix: string | null;
}

/**
 * Makes an import's rows into consignments, a batch of rows per transaction: rows whose reference the site
 * already imported are counted and skipped; the rest are drafted (localities, addresses, prices in a few
 * statements) and saved with their keys, and the progress counted. Answers `more` while rows remain after
 * this run: when another job is due between batches, or the run has taken its time, the import queues its
 * next run behind the jobs already waiting, so it never holds up documents, prints or mail for long. A retried
 * run carries on after the last batch saved.
 */
export async function runImport(deps: ImportJobDeps, importId: string): Promise<ImportSlice> {
  const started = performance.now();
  const record = await repo.findImport(deps.db, importId);
  if (!record || record.status === 'finished' || record.status === 'failed') return 'finished';
  let batch: { site: ImportSite; rating: RatingCache } | null = null;
  let done = record.rowsMade;
  while (done < record.rowsToMake) {
    const rows = await repo.findRows(deps.db, importId, done, ROWS_PER_READ);
    if (rows.length === 0) break;
    for (let offset = 0; offset < rows.length; offset += IMPORT_BATCH_ROWS) {
      if (!batch) {
        const { site } = await loadImportSite(deps.db, record.userId, record.siteId, deps.clock.now());
        // the policy the import was started under holds for all its rows
        const importSite: ImportSite = { ...site, transferPolicy: record.transferPolicy };
        batch = { site: importSite, rating: new RatingCache(importSite) };
      }
      const { site, rating } = batch;
      const slice = rows.slice(offset, offset + IMPORT_BATCH_ROWS);
      const start = done;
      try {
        await deps.db.transaction((tx) =>
          saveBatch({ ...deps, db: tx }, record, site, rating, { start, rows: slice }),
        );
      } catch (error) {
        // another run of this import saved these rows meanwhile (its lease taken over): that run carries on
        if (error instanceof BatchAlreadySaved) return 'finished';
        throw error;
      }
      done += slice.length;
      if (done >= record.rowsToMake) break;
      if (performance.now() - started > IMPORT_RUN_MS) return 'more';
      if (await otherJobsDue(deps.db, IMPORT_JOB, deps.clock.now())) return 'more';
    }
  }
  await repo.finishImport(deps.db, importId, deps.clock.now());
  return 'finished';
}

/** Thrown in a batch's transaction, to roll it back, when the import's progress has moved past its start. */
class BatchAlreadySaved extends Error {}

async function saveBatch(
  deps: { db: Tx; clock: Clock; gs1CompanyPrefix: string | null },
  record: repo.ImportProgress,
  site: ImportSite,
  rating: RatingCache,
  batch: { start: number; rows: readonly ImportRowValues[] },
): Promise<void> {
  const { db: tx } = deps;
  const { rows } = batch;
  const done = await repo.findImportedReferences(
    tx,
    site.siteId,
    rows.map((row) => row.reference),
  );
  const fresh = rows.filter((row) => !done.has(row.reference));
  const drafts = await draftsFor(tx, site, rating, fresh);
  const refused: ImportRefusal[] = [];
  const toSave = fresh.flatMap((row, i) => {
    const draft = drafts[i];
    if (draft) return [{ row, draft }];
    refused.push({
      row: row.row,
      reference: row.reference,
      code: 'noAgreedService',
      reason: messages.noAgreedService,
    });
    return [];
  });
  const now = deps.clock.now();
  const saved = await consignments.createImportedConsignments(
    tx,
    {
      siteId: site.siteId,
      organisationId: site.organisationId,
      userId: record.userId,
      gs1CompanyPrefix: deps.gs1CompanyPrefix,
      now,
    },
    toSave.map((entry) => entry.draft),
  );
  const taken = await repo.insertKeys(
    tx,
    { siteId: site.siteId, importId: record.id },
    toSave.map((entry, i) => ({
      reference: entry.row.reference,
      consignmentId: saved[i]?.id ?? 0,
      row: entry.row,
    })),
  );
  // another import of the same references won the race for some keys: theirs stand, these go
  const lost = toSave.flatMap((entry, i) => (taken.has(entry.row.reference) ? [] : [saved[i]?.id ?? 0]));
  if (lost.length > 0) await consignments.deleteConsignments(tx, [site.siteId], lost, now);
  const made = toSave.filter((entry) => taken.has(entry.row.reference));
  const counted = await repo.recordBatch(tx, record.id, {
    start: batch.start,
    rows: rows.length,
    made: made.length,
    withIssues: made.filter((entry) => entry.draft.issues.length > 0).length,
    alreadyImported: done.size + lost.length,
    datedToday: made.filter((entry) => entry.row.dispatchDate !== null && entry.row.dispatchDate < site.today)
      .length,
    refused,
  });
  if (!counted) throw new BatchAlreadySaved();
}
