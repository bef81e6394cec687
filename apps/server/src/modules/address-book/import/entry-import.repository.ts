import { eq, sql } from 'drizzle-orm';
import type { AddressBookImportRow } from '@freight/contracts';
import { addressBookImports as imports } from '../../../db/schema';
import { firstRowOf } from '../../../platform/db/first-row';
import type { DbOrTx } from '../../../platform/db/transaction';

export type NewEntryImport = typeof imports.$inferInsert;

const progressColumns = {
  id: imports.id,
  siteId: imports.siteId,
  userId: imports.userId,
  fileName: imports.fileName,
  status: imports.status,
  rowsTotal: imports.rowsTotal,
  rowsRefusedOnReading: imports.rowsRefusedOnReading,
  rowsSaved: imports.rowsSaved,
  created: imports.created,
  updated: imports.updated,
  unchanged: imports.unchanged,
  refused: imports.refused,
  header: imports.header,
  createdAt: imports.createdAt,
  finishedAt: imports.finishedAt,
};

export async function insertImport(db: DbOrTx, values: NewEntryImport) {
  const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
  if (!row) throw new Error('address book import not inserted');
  return row.id;
}

/** An import's progress, without its rows (what polling needs). */
export async function findImport(db: DbOrTx, id: string) {
  return firstRowOf(db, progressColumns, imports, eq(imports.id, id));
}
export type EntryImportProgress = NonNullable<Awaited<ReturnType<typeof findImport>>>;

/** Every row's outcome so far, as saved. */
export async function findResults(db: DbOrTx, id: string): Promise<AddressBookImportRow[]> {
  const [row] = await db.select({ results: imports.results }).from(imports).where(eq(imports.id, id));
  return row?.results ?? [];
}

/** The rows the job has still to save, read once when it starts. */
export async function findPendingRows(db: DbOrTx, id: string) {
  return firstRowOf(db, { rows: imports.rows, rowsSaved: imports.rowsSaved }, imports, eq(imports.id, id));
}

export interface BatchOutcome {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  results: AddressBookImportRow[];
}

/** Progress of one batch, counted in the transaction that saved it, so a retried job never counts twice. */
export async function recordBatch(db: DbOrTx, id: string, batch: BatchOutcome) {
  await db
    .update(imports)
    .set({
      status: 'running',
      rowsSaved: sql`${imports.rowsSaved} + ${batch.rows}`,
      created: sql`${imports.created} + ${batch.created}`,
      updated: sql`${imports.updated} + ${batch.updated}`,
      unchanged: sql`${imports.unchanged} + ${batch.unchanged}`,
      refused: sql`${imports.refused} + ${batch.refused}`,
      results: sql`${imports.results} || ${JSON.stringify(batch.results)}::jsonb`,
    })
    .where(eq(imports.id, id));
}

export async function finishImport(db: DbOrTx, id: string, now: Date) {
  await db.update(imports).set({ status: 'finished', finishedAt: now, rows: [] }).where(eq(imports.id, id));
}

/** The job gave up: the rows not saved stay unsaved (the entries saved so far stand). */
export async function markImportFailed(db: DbOrTx, id: string, now: Date) {
  await db.update(imports).set({ status: 'failed', finishedAt: now, rows: [] }).where(eq(imports.id, id));
}
