import { formatConsignmentNumber } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import * as repo from './consignments.repository';
import { carrierNumbering } from '../carriers';

/**
 * The carrier's next consignment number (DESIGN 5). Call it inside the transaction that saves the consignment:
 * the carrier's sequence row stays locked until then, and a rolled-back save gives the number back.
 */
export async function nextConsignmentNumber(tx: DbOrTx, carrierId: number): Promise<string> {
  const carrier = await carrierNumbering(tx, carrierId);
  if (!carrier) throw new Error(`carrier ${carrierId} of a priced service is missing`);
  return formatConsignmentNumber(carrier.prefix, await repo.takeConsignmentSequence(tx, carrier.id));
}
