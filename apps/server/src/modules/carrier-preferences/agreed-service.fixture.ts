import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';

const returnedId = z.object({ rows: z.tuple([z.object({ id: z.coerce.number() })]) });

/** Inserts with SQL and answers the new row's id. */
export async function insertId(db: Db, query: SQL): Promise<number> {
  return returnedId.parse(await db.execute(query)).rows[0].id;
}

/**
 * A site's agreed service of a carrier service of its own name, under `account`; of a new carrier unless one is
 * named. Written with SQL so that the tests do not depend on the carriers module's columns.
 */
export async function insertAgreedService(
  db: Db,
  siteId: number,
  name: string,
  account: string,
  carrier?: number,
): Promise<number> {
  const carrierId =
    carrier ??
    (await insertId(db, sql`insert into carriers (name) values (${`${name} carrier`}) returning id`));
  const serviceId = await insertId(
    db,
    sql`insert into carrier_services (carrier_id, name) values (${carrierId}, ${name}) returning id`,
  );
  return insertId(
    db,
    sql`insert into agreed_services (site_id, carrier_service_id, name, carrier_charge_account)
      values (${siteId}, ${serviceId}, ${name}, ${account}) returning id`,
  );
}
