import type { Order } from '@freight/contracts';

/** One receiver: the same name at the same place, case and spacing aside (as the server decides it). */
export const receiverKey = (order: Order) =>
  [
    order.receiver.name,
    order.receiver.address.line1,
    order.receiver.address.locality,
    order.receiver.address.postcode,
  ]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');

/**
 * Whether the chosen orders can make one consignment: open orders of one site for one receiver. Answers the
 * reason when they cannot, for the button's hint.
 */
export function consignmentFromOrders(
  chosen: readonly Order[],
): { ok: true; siteId: string } | { ok: false; reason: string } {
  const [first] = chosen;
  if (!first) return { ok: false, reason: 'Choose the orders to send together.' };
  if (chosen.some((order) => order.status !== 'open'))
    return { ok: false, reason: 'A consignment has already been made from one of these orders.' };
  if (chosen.some((order) => order.siteId !== first.siteId))
    return { ok: false, reason: 'Choose orders of one site.' };
  if (chosen.some((order) => receiverKey(order) !== receiverKey(first)))
    return { ok: false, reason: 'Choose orders for the same receiver.' };
  return { ok: true, siteId: first.siteId };
}
