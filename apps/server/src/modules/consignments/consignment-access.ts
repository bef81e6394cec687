import type { DbOrTx } from '../../platform/db/transaction';
import * as quotes from '../quotes';
import * as repo from './consignments.repository';

/**
 * A consignment on a site the user holds. Another organisation's, and an unknown id, are the same 404, so an id
 * reveals nothing.
 */
export async function requireConsignment(db: DbOrTx, userId: string, id: number) {
  return quotes.requireHeldRecord(db, userId, await repo.findConsignment(db, id));
}
