import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as quotes from '../quotes';
import * as repo from './consignments.repository';

/**
 * A consignment on a site the user holds. Another organisation's, and an unknown id, are the same 404, so an id
 * reveals nothing.
 */
export async function requireConsignment(db: DbOrTx, userId: string, id: number) {
  const row = await repo.findConsignment(db, id);
  if (!row) throw AppError.notFound();
  const site = await quotes.requireRecordSite(db, userId, row.siteId);
  return { row, site };
}
