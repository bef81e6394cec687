import type { ImportRefusal } from '@freight/contracts';
import { consignmentImportMessages as messages } from '@freight/contracts';
import type { ImportRowValues } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/transaction';
import { saveInBatches } from '../../platform/imports/import-job';
import * as consignments from '../consignments';
import * as repo from './consignment-import.repository';
import { draftsFor, RatingCache, type ImportSite } from './import-drafts';
import { loadImportSite } from './import-site';

export const IMPORT_JOB = 'consignment-import.run';
/** Rows saved per transaction: big enough that statements are few, small enough that progress moves. */
export const IMPORT_BATCH_ROWS = 500;

export interface ImportJobDeps {
  db: Db;
  clock: Clock;
  gs1CompanyPrefix: string | null;
}

/**
 * Makes an import's rows into consignments, a batch per transaction: rows whose reference the site already
 * imported are counted and skipped; the rest are drafted (localities, addresses, prices in a few statements per
 * batch) and saved with their keys. Progress is counted in the batch's transaction, and a retried job carries
 * on after the last batch saved.
 */
export async function runImport(deps: ImportJobDeps, importId: string): Promise<void> {
  const record = await repo.findImport(deps.db, importId);
  if (!record || record.status === 'finished' || record.status === 'failed') return;
  const pending = await repo.findPendingRows(deps.db, importId);
  if (!pending) return;
  const { site } = await loadImportSite(deps.db, record.userId, record.siteId, deps.clock.now());
  // the policy the import was started under holds for all its rows
  const importSite: ImportSite = { ...site, transferPolicy: record.transferPolicy };
  const rating = new RatingCache(importSite);
  await saveInBatches(
    deps.db,
    { done: pending.rowsMade, total: pending.rows.length, size: IMPORT_BATCH_ROWS },
    (tx, start, end) =>
      saveBatch({ ...deps, db: tx }, record, importSite, rating, pending.rows.slice(start, end)),
  );
  await repo.finishImport(deps.db, importId, deps.clock.now());
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
