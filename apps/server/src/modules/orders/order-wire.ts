import type { Order } from '@freight/contracts';
import type { OrderRow } from './orders.repository';

/** Spec 3: an order as the API answers it. */
export function toOrder(row: OrderRow): Order {
  return {
    id: String(row.id),
    siteId: String(row.siteId),
    orderNumber: row.orderNumber,
    status: row.status,
    source: row.source,
    payerAccount: row.payerAccount,
    costCenter: row.costCenter,
    references: row.references,
    dispatchDate: row.dispatchDate,
    sender: row.sender,
    receiver: row.receiver,
    lineItems: row.lineItems,
    itemQuantity: row.itemQuantity,
    volume: row.volume,
    weight: row.weight,
    consignment:
      row.consignmentId !== null && row.consignmentNo !== null
        ? { id: String(row.consignmentId), consignmentNo: row.consignmentNo }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
