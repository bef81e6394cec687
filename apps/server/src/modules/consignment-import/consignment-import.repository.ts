import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ImportRefusal } from '@freight/contracts';
import { consignmentImportKeys, consignmentImports, sites, type ImportRowValues } from '../../db/schema';
import { firstRowOf } from '../../platform/db/first-row';
import { insertOne } from '../../platform/db/insert-one';
import type { DbOrTx } from '../../platform/db/transaction';

export type ImportRecord = typeof consignmentImports.$inferSelect;
export type NewImportRecord = typeof consignmentImports.$inferInsert;

/**
 * A site's import configuration and what an import row needs of it. The site belongs to the accounts module,
 * which offers no reader of these; read here as the consignments module reads its cost centre rule.
 */
export async function findImportSettings(db: DbOrTx, siteId: number) {
  return firstRowOf(
    db,
    {
      name: sites.name,
      addressId: sites.addressId,
      importEnabled: sites.importEnabled,
      transferPolicy: sites.importTransferPolicy,
      costCentreRequired: sites.costCentreRequired,
      costCentres: sites.costCentres,
    },
    sites,
    eq(sites.id, siteId),
  );
}

/** The sites among these where resolving issues is on: import enabled and a transfer policy other than never. */
export async function sitesResolvingIssues(db: DbOrTx, siteIds: readonly number[]): Promise<number[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        inArray(sites.id, [...siteIds]),
        eq(sites.importEnabled, true),
        sql`${sites.importTransferPolicy} <> 'never'`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertImport(db: DbOrTx, values: NewImportRecord): Promise<ImportRecord> {
  return insertOne(db, consignmentImports, values, 'import');
}

/** An import without its pending rows (what progress needs). */
export async function findImport(db: DbOrTx, id: string) {
  return firstRowOf(
    db,
    {
      id: consignmentImports.id,
      siteId: consignmentImports.siteId,
      userId: consignmentImports.userId,
      fileName: consignmentImports.fileName,
      status: consignmentImports.status,
      transferPolicy: consignmentImports.transferPolicy,
      rowsTotal: consignmentImports.rowsTotal,
      rowsToMake: consignmentImports.rowsToMake,
      rowsMade: consignmentImports.rowsMade,
      consignmentsMade: consignmentImports.consignmentsMade,
      withIssues: consignmentImports.withIssues,
      alreadyImported: consignmentImports.alreadyImported,
      datedToday: consignmentImports.datedToday,
      refusedRows: consignmentImports.refusedRows,
      createdAt: consignmentImports.createdAt,
      finishedAt: consignmentImports.finishedAt,
    },
    consignmentImports,
    eq(consignmentImports.id, id),
  );
}
export type ImportProgress = NonNullable<Awaited<ReturnType<typeof findImport>>>;

/** Up to `size` of the rows to make, from `start` (a slice of the stored rows: the file is never read whole). */
export async function findRows(db: DbOrTx, id: string, start: number, size: number) {
  const [row] = await db
    .select({
      rows: sql<
        ImportRowValues[]
      >`jsonb_path_query_array(${consignmentImports.rows}, ('$[' || ${start}::int || ' to ' || (${start}::int + ${size}::int - 1) || ']')::jsonpath)`,
    })
    .from(consignmentImports)
    .where(eq(consignmentImports.id, id))
    .limit(1);
  return row?.rows ?? [];
}

/**
 * Progress of one batch, counted in the transaction that saved it, so a retried job never counts twice. False
 * when the import's progress is no longer where the batch started (another run saved these rows): the caller
 * rolls the batch back.
 */
export async function recordBatch(
  db: DbOrTx,
  id: string,
  batch: {
    start: number;
    rows: number;
    made: number;
    withIssues: number;
    alreadyImported: number;
    datedToday: number;
    refused: ImportRefusal[];
  },
): Promise<boolean> {
  const updated = await db
    .update(consignmentImports)
    .set({
      status: 'running',
      rowsMade: sql`${consignmentImports.rowsMade} + ${batch.rows}`,
      consignmentsMade: sql`${consignmentImports.consignmentsMade} + ${batch.made}`,
      withIssues: sql`${consignmentImports.withIssues} + ${batch.withIssues}`,
      alreadyImported: sql`${consignmentImports.alreadyImported} + ${batch.alreadyImported}`,
      datedToday: sql`${consignmentImports.datedToday} + ${batch.datedToday}`,
      refusedRows: sql`${consignmentImports.refusedRows} || ${JSON.stringify(batch.refused)}::jsonb`,
    })
    .where(and(eq(consignmentImports.id, id), eq(consignmentImports.rowsMade, batch.start)))
    .returning({ id: consignmentImports.id });
  return updated.length > 0;
}

export async function finishImport(db: DbOrTx, id: string, now: Date) {
  await db
    .update(consignmentImports)
    .set({ status: 'finished', finishedAt: now, rows: [] })
    .where(eq(consignmentImports.id, id));
}

/** The job gave up: the rows not made stay unmade (the consignments made so far stand). */
export async function markImportFailed(db: DbOrTx, id: string, now: Date) {
  await db
    .update(consignmentImports)
    .set({ status: 'failed', finishedAt: now, rows: [] })
    .where(eq(consignmentImports.id, id));
}

/** Which of these references the site has already imported. */
export async function findImportedReferences(db: DbOrTx, siteId: number, references: readonly string[]) {
  if (references.length === 0) return new Set<string>();
  const rows = await db
    .select({ reference: consignmentImportKeys.reference })
    .from(consignmentImportKeys)
    .where(
      and(
        eq(consignmentImportKeys.siteId, siteId),
        sql`${consignmentImportKeys.reference} = any(${sql.param([...references])}::text[])`,
      ),
    );
  return new Set(rows.map((row) => row.reference));
}

/**
 * Records one batch's keys in one statement (the keys as one JSON parameter); answers the references taken,
 * leaving out any another import took meanwhile.
 */
export async function insertKeys(
  db: DbOrTx,
  batch: { siteId: number; importId: string },
  keys: readonly { reference: string; consignmentId: number; row: ImportRowValues }[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const records = JSON.stringify(
    keys.map((key) => ({ reference: key.reference, consignment_id: key.consignmentId, row: key.row })),
  );
  const result = takenRows.parse(
    await db.execute(sql`insert into consignment_import_keys (site_id, reference, consignment_id, import_id, row)
      select ${batch.siteId}::int, k.reference, k.consignment_id, ${batch.importId}::uuid, k.row
      from jsonb_to_recordset(${records}::jsonb) as k(reference text, consignment_id int, row jsonb)
      on conflict do nothing
      returning reference`),
  );
  return new Set(result.rows.map((row) => row.reference));
}

const takenRows = z.object({ rows: z.array(z.object({ reference: z.string() })) });

/** The import rows of these consignments, to check them again. */
export async function findRowsOfConsignments(db: DbOrTx, consignmentIds: readonly number[]) {
  if (consignmentIds.length === 0) return new Map<number, ImportRowValues>();
  const rows = await db
    .select({ consignmentId: consignmentImportKeys.consignmentId, row: consignmentImportKeys.row })
    .from(consignmentImportKeys)
    .where(inArray(consignmentImportKeys.consignmentId, [...consignmentIds]));
  return new Map(rows.map((row) => [row.consignmentId, row.row]));
}
