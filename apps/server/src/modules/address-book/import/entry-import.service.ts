import type { z } from 'zod';
import type {
  AddressBookImport,
  AddressBookImportRow,
  addressBookImportRequestSchema,
} from '@freight/contracts';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import type { DbOrTx } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors/app-error';
import { enqueue } from '../../../platform/jobs/enqueue';
import { loadAccess } from '../../../platform/tenancy/access';
import { requireSiteMembership } from '../../../platform/tenancy/site-membership';
import { readEntryFile } from './entry-file';
import { ENTRY_IMPORT_JOB } from './entry-import-job';
import * as repo from './entry-import.repository';

type StartData = z.output<typeof addressBookImportRequestSchema>['data'];

export interface EntryImportDeps {
  db: Db;
  clock: Clock;
}

function toWire(record: repo.EntryImportProgress, rows: AddressBookImportRow[]): AddressBookImport {
  return {
    id: record.id,
    siteId: String(record.siteId),
    fileName: record.fileName,
    status: record.status,
    rowsTotal: record.rowsTotal,
    rowsDone: record.rowsRefusedOnReading + record.rowsSaved,
    created: record.created,
    updated: record.updated,
    unchanged: record.unchanged,
    refused: record.refused,
    header: record.header,
    // refused-on-reading rows were saved first, the job's after them: given back in the file's order
    rows: [...rows].sort((a, b) => a.row - b.row),
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

const isSettled = (record: repo.EntryImportProgress) =>
  record.status === 'finished' || record.status === 'failed';

/**
 * POST v0/imports: the file is read in the request for a site the user holds (403 otherwise); a problem of the
 * whole file is a 422 and nothing is kept. The rows that passed their checks wait for the background job,
 * queued in the same transaction as the import.
 */
export async function startEntryImport(deps: EntryImportDeps, userId: string, data: StartData) {
  const { siteId, fileName, csv } = data.attributes;
  await requireSiteMembership(deps.db, userId, siteId);
  const file = readEntryFile(csv);
  const nothingToSave = file.pending.length === 0;
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertImport(tx, {
      siteId,
      userId,
      fileName,
      status: nothingToSave ? 'finished' : 'queued',
      rowsTotal: file.total,
      rowsRefusedOnReading: file.refused.length,
      refused: file.refused.length,
      header: file.header,
      results: file.refused,
      rows: file.pending,
      finishedAt: nothingToSave ? deps.clock.now() : null,
    });
    if (!nothingToSave) await enqueue(tx, ENTRY_IMPORT_JOB, { importId: inserted }, { maxAttempts: 3 });
    return inserted;
  });
  return getEntryImport(deps.db, userId, id);
}

/** GET v0/imports/{id}: an import of a site the user holds (any other is 404); rows once it has finished. */
export async function getEntryImport(db: DbOrTx, userId: string, id: string): Promise<AddressBookImport> {
  const [record, access] = await Promise.all([repo.findImport(db, id), loadAccess(db, userId)]);
  if (!record || !access.siteIds.has(record.siteId)) throw AppError.notFound();
  return toWire(record, isSettled(record) ? await repo.findResults(db, id) : []);
}
