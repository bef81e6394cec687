import { formatConsignmentNumber } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import * as repo from './consignments.repository';
import { carrierNumbering } from '../carriers';

/**
 * The carrier's next consignment number (DESIGN 5). Call it inside the transaction that saves the consignment:
 * the carrier's sequence row stays locked until then, and a rolled-back save gives the number back.
 */
export async function nextConsignmentNumber(tx: DbOrTx, carrierId: number): Promise<string> {
  return takeConsignmentNumber(tx, await numberingCarrier(tx, carrierId));
}

/** The carrier's prefix, read before a creation takes its number (`takeNewConsignmentNumber`). */
export async function numberingCarrier(db: DbOrTx, carrierId: number) {
  const carrier = await carrierNumbering(db, carrierId);
  if (!carrier) throw new Error(`carrier ${carrierId} of a priced service is missing`);
  return carrier;
}

/**
 * A new consignment's number, taken before its transaction in a statement of its own (committed with the
 * consignment: see `takeConsignmentSequenceAlone`), so creations never wait on each other's transactions.
 */
export async function takeNewConsignmentNumber(
  db: DbOrTx,
  carrier: { id: number; prefix: string },
): Promise<string> {
  return formatConsignmentNumber(carrier.prefix, await repo.takeConsignmentSequenceAlone(db, carrier.id));
}

/**
 * `nextConsignmentNumber` with the carrier read beforehand: the sequence row's lock, held until commit, then
 * covers only the statements that need the number.
 */
export async function takeConsignmentNumber(
  tx: DbOrTx,
  carrier: { id: number; prefix: string },
): Promise<string> {
  return formatConsignmentNumber(carrier.prefix, await repo.takeConsignmentSequence(tx, carrier.id));
}
