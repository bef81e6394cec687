import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrganisation, createSite } from '../testing/fixtures';
import { useDatabaseMigratedTo } from '../testing/migrate-up-to';
import { orders } from './schema';

/** The last migration before orders left converted to a deleted consignment were given back. */
const BEFORE = '0033_pickup_terms_changed_notifications';
const databaseBefore = useDatabaseMigratedTo(BEFORE);

describe('upgrading a database with orders converted to a consignment since deleted', () => {
  it('gives those orders back, open, and leaves the others as they were', { timeout: 120_000 }, async () => {
    const database = await databaseBefore();
    const { db } = database;
    const organisation = await createOrganisation(db, 'Upgrade Co');
    const site = await createSite(db, organisation.id, 'Upgrade DC');
    // no consignment 424242 exists: it was deleted before deleting gave orders back
    await db.execute(sql`
      insert into orders (site_id, order_number, status, source, dispatch_date, receiver, receiver_name,
        line_items, item_quantity, volume, weight, search_text, consignment_id, consignment_no)
      values
        (${site.id}, 'SO-1', 'converted', 'api', '2026-03-06', '{}', 'receiver', '[]', 0, 0, 0, 'so-1',
          424242, 'RBL000000424'),
        (${site.id}, 'SO-2', 'open', 'api', '2026-03-06', '{}', 'receiver', '[]', 0, 0, 0, 'so-2', null, null)`);

    await database.migrate();

    const after = await db
      .select({ orderNumber: orders.orderNumber, status: orders.status, consignmentId: orders.consignmentId })
      .from(orders)
      .orderBy(asc(orders.orderNumber));
    expect(after).toEqual([
      { orderNumber: 'SO-1', status: 'open', consignmentId: null },
      { orderNumber: 'SO-2', status: 'open', consignmentId: null },
    ]);
  });
});
