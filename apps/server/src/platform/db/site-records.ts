import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { deleteWhere } from './delete-where';
import { firstRow } from './first-row';
import { insertOne } from './insert-one';
import { listPage } from './list-page';
import { updateRow } from './update-row';
import type { DbOrTx } from './transaction';

/** A table of records kept per site: an id, the site's id and when it last changed. */
export type SiteRecordTable = PgTable & { id: PgColumn; siteId: PgColumn; updatedAt: PgColumn };

/** A page of a list: how many rows to answer and how many to skip. */
export interface RecordPage {
  limit: number;
  offset: number;
}

/**
 * The by-id reads and writes every table of site records repeats, for the module that owns `table`: a module
 * passes only its own tables. Which site a user may reach is the service's check, not these.
 */
export function siteRecords<T extends SiteRecordTable>(table: T) {
  type Row = T['$inferSelect'];
  const from: SiteRecordTable = table;
  // drizzle cannot resolve a generic table's row types, so the results are named here
  const byId = (id: number) => eq(table.id, id);
  return {
    async insert(db: DbOrTx, siteId: number, values: Omit<T['$inferInsert'], 'siteId'>): Promise<Row> {
      return insertOne(db, table, { ...values, siteId } as PgInsertValue<T>, 'site record');
    },
    async update(db: DbOrTx, id: number, values: Partial<T['$inferInsert']>): Promise<Row | null> {
      return updateRow(db, table, { ...values, updatedAt: sql`now()` } as PgUpdateSetSource<T>, byId(id));
    },
    async remove(db: DbOrTx, id: number): Promise<boolean> {
      return deleteWhere(db, table, byId(id), table.id);
    },
    async find(db: DbOrTx, id: number): Promise<Row | null> {
      return firstRow(db, table, byId(id));
    },
    /** A page of the records `where` selects, in `order`, and how many it selects (a site keeps hundreds). */
    async page(db: DbOrTx, where: SQL | undefined, order: SQL[], page: RecordPage) {
      const rows = db.select().from(from).where(where).$dynamic();
      const listed = await listPage(db, from, where, rows, order, page);
      return { rows: listed.rows as Row[], total: listed.total };
    },
    /** Whether another record of the site has the code in `column`, whatever its case. */
    async codeTaken(db: DbOrTx, column: PgColumn, siteId: number, code: string, exceptId?: number) {
      const rows = await db
        .select({ id: table.id })
        .from(from)
        .where(
          and(
            eq(table.siteId, siteId),
            sql`lower(${column}) = ${code.toLowerCase()}`,
            exceptId === undefined ? undefined : ne(table.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async siteHasAny(db: DbOrTx, siteId: number): Promise<boolean> {
      const rows = await db.select({ id: table.id }).from(from).where(eq(table.siteId, siteId)).limit(1);
      return rows.length > 0;
    },
  };
}
