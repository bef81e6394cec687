import type { ImportRefusal } from '@freight/contracts';
import { consignmentImportMessages as messages } from '@freight/contracts';
import type { ImportRowValues } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/transaction';
import type { ImportSlice } from '../../platform/imports/import-job';
import * as consignments from '../consignments';
import * as repo from './consignment-import.repository';
import { draftsFor, RatingCache, type ImportSite } from './import-drafts';
import { loadImportSite } from './import-site';

export const IMPORT_JOB = 'consignment-import.run';
/**
 * Rows saved per transaction and per run of the job: big enough that statements are few, small enough that
 * progress moves and other jobs get their turn between batches.
 */
export const IMPORT_BATCH_ROWS = 500;

export interface ImportJobDeps {
  db: Db;
  clock: Clock;
  gs1CompanyPrefix: string | null;
}

/**
 * Makes the next batch of an import's rows into consignments, in one transaction: rows whose reference the site
 * already imported are counted and skipped; the rest are drafted (localities, addresses, prices in a few
 * statements) and saved with their keys, and the progress counted. Answers `more` while rows remain: the job
 * queues its next batch behind the jobs already waiting, so a long import never holds up documents, prints or
 * mail. A retried batch carries on after the last one saved.
 */
export async function runImport(deps: ImportJobDeps, importId: string): Promise<ImportSlice> {
  const record = await repo.findImport(deps.db, importId);
  if (!record || record.status === 'finished' || record.status === 'failed') return 'finished';
  const next = await repo.findNextRows(deps.db, importId, IMPORT_BATCH_ROWS);
  if (!next) return 'finished';
  if (next.rows.length > 0) {
    const { site } = await loadImportSite(deps.db, record.userId, record.siteId, deps.clock.now());
    // the policy the import was started under holds for all its rows
    const importSite: ImportSite = { ...site, transferPolicy: record.transferPolicy };
    const rating = new RatingCache(importSite);
    await deps.db.transaction((tx) => saveBatch({ ...deps, db: tx }, record, importSite, rating, next.rows));
  }
  if (next.start + next.rows.length < record.rowsToMake) return 'more';
  await repo.finishImport(deps.db, importId, deps.clock.now());
  return 'finished';
}

async function saveBatch(
  deps: { db: Tx; clock: Clock; gs1CompanyPrefix: string | null },
  record: repo.ImportProgress,
  site: ImportSite,
  rating: RatingCache,
  rows: readonly ImportRowValues[],
) {
  const { db: tx } = deps;
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
    toSave.map((entry, i) => ({
      siteId: site.siteId,
      reference: entry.row.reference,
      consignmentId: saved[i]?.id ?? 0,
      importId: record.id,
      row: entry.row,
    })),
  );
  // another import of the same references won the race for some keys: theirs stand, these go
  const lost = toSave.flatMap((entry, i) => (taken.has(entry.row.reference) ? [] : [saved[i]?.id ?? 0]));
  if (lost.length > 0) await consignments.deleteConsignments(tx, [site.siteId], lost);
  const made = toSave.filter((entry) => taken.has(entry.row.reference));
  await repo.recordBatch(tx, record.id, {
    rows: rows.length,
    made: made.length,
    withIssues: made.filter((entry) => entry.draft.issues.length > 0).length,
    alreadyImported: done.size + lost.length,
    refused,
  });
}
