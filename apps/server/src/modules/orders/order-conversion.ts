import { orderMessages, type OrderReceiver } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './orders.repository';

const POINTER = '/data/attributes/linkedOrders';

/** One receiver: the same name at the same place, case and spacing aside. */
const receiverKey = (receiver: OrderReceiver) =>
  [receiver.name, receiver.address.line1, receiver.address.locality, receiver.address.postcode]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');

/**
 * Spec 3 (issue 15): a consignment made from orders takes them in its own transaction. The orders are locked, so
 * two consignments never take one; each must be an open order of the consignment's site, all for one receiver.
 * Any refusal is a 422 and rolls the consignment back. Answers the orders' numbers and references, in order.
 */
export async function takeOrdersForConsignment(
  tx: DbOrTx,
  siteId: number,
  orderIds: readonly number[],
  consignment: { id: number; consignmentNo: string },
  now: Date,
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await repo.lockOrders(tx, orderIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const receivers = new Set<string>();
  for (const [index, id] of orderIds.entries()) {
    const row = byId.get(id);
    const pointer = `${POINTER}/${index}`;
    if (!row || row.siteId !== siteId)
      throw AppError.validation([{ pointer, detail: orderMessages.orderNotFound }]);
    if (row.status !== 'open') throw AppError.validation([{ pointer, detail: orderMessages.orderConverted }]);
    receivers.add(receiverKey(row.receiver));
    if (receivers.size > 1)
      throw AppError.validation([{ pointer, detail: orderMessages.ordersOtherReceiver }]);
  }
  await repo.markConverted(tx, orderIds, consignment, now);
  return orderIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row.orderNumber, ...row.references] : [];
  });
}

/**
 * A consignment made from orders that is deleted gives them back: they are open again, to be sent another way,
 * rather than left consigned to a consignment that no longer exists.
 */
export const reopenOrdersOfConsignments = (tx: DbOrTx, consignmentIds: readonly number[], now: Date) =>
  repo.reopenOrdersOf(tx, consignmentIds, now);
