import { CONSIGNMENT_MAX_REFERENCES, type Order, type OrderParty } from '@freight/contracts';
import { savedLineToForm } from '../../../shared/shipment-form/lib/line-wire';
import { emptyParty } from './form-defaults';
import { typedAddressToForm } from './form-from-consignment';
import type { ConsignmentForm, PartyForm } from './form-schema';

/** An order's party: the address its place resolved to, typed out on its locality, ready to quote. */
export function orderPartyToForm(party: OrderParty): PartyForm {
  return {
    ...emptyParty('new'),
    ...typedAddressToForm(party.address),
    name: party.name,
    residential: party.residential,
    contactName: party.contactName ?? '',
    contactPhone: party.contactPhone ?? '',
    contactEmail: party.contactEmail ?? '',
  };
}

/**
 * Issue 15: a consignment made from one or several orders of one receiver. The first order gives the parties,
 * date and cost centre; every order's lines are sent, and its number and references become the references.
 * An order dated before `today` ships on the form's own date instead.
 */
export function ordersToConsignmentForm(
  orders: readonly Order[],
  start: ConsignmentForm,
  today: string,
): ConsignmentForm {
  const [first] = orders;
  if (!first) return start;
  const references = [...new Set(orders.flatMap((order) => [order.orderNumber, ...order.references]))].slice(
    0,
    CONSIGNMENT_MAX_REFERENCES,
  );
  const { receiver } = first;
  return {
    ...start,
    dispatchDate: first.dispatchDate < today ? start.dispatchDate : first.dispatchDate,
    // no sender on the order: the site sends it, as the form starts
    sender: first.sender ? orderPartyToForm(first.sender) : start.sender,
    receiver: orderPartyToForm(receiver),
    receiverExtras: {
      ...start.receiverExtras,
      tailgate: receiver.tailgate,
      handUnload: receiver.handUnload,
      authorityToLeave: receiver.authorityToLeave,
      specialInstructions: receiver.specialInstructions ?? '',
    },
    costCenter: first.costCenter ?? start.costCenter,
    references,
    lineItems: orders.flatMap((order) =>
      order.lineItems.map((line) =>
        savedLineToForm({ ...line, shippingItemPresetId: null, dangerousGoods: [] }),
      ),
    ),
  };
}
