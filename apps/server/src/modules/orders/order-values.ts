import {
  orderMessages,
  type CreateOrderAttributes,
  type OrderAddressInput,
  type OrderLineItem,
  type OrderParty,
  type OrderReceiver,
} from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { createAddressFromPlace } from '../addresses';

type PartyInput = NonNullable<CreateOrderAttributes['sender']>;

async function placeOf(db: DbOrTx, organisationId: number, address: OrderAddressInput, pointer: string) {
  const resolved = await createAddressFromPlace(db, [organisationId], address);
  if (!resolved)
    throw AppError.validation([{ pointer: `${pointer}/locality`, detail: orderMessages.localityNotFound }]);
  return resolved;
}

async function partyOf(
  db: DbOrTx,
  organisationId: number,
  party: PartyInput,
  pointer: string,
): Promise<OrderParty> {
  return {
    name: party.name,
    address: await placeOf(db, organisationId, party.address, `${pointer}/address`),
    residential: party.residential,
    contactName: party.contactName,
    contactPhone: party.contactPhone,
    contactEmail: party.contactEmail,
  };
}

/** The order's parties with the addresses their places resolve to; 422 at a locality no locality matches. */
export async function storedParties(db: DbOrTx, organisationId: number, input: CreateOrderAttributes) {
  const sender = input.sender ? await partyOf(db, organisationId, input.sender, '/sender') : null;
  const receiverParty = await partyOf(db, organisationId, input.receiver, '/receiver');
  const receiver: OrderReceiver = {
    ...receiverParty,
    tailgate: input.receiver.tailgate,
    handUnload: input.receiver.handUnload,
    authorityToLeave: input.receiver.authorityToLeave,
    specialInstructions: input.receiver.specialInstructions,
  };
  return { sender, receiver };
}

/** Lines rounded to whole millimetres and grams (spec 5), and their totals. */
export function storedLines(lines: OrderLineItem[]) {
  const stored = lines.map((line) => ({
    ...line,
    quantity: Math.round(line.quantity),
    length: Math.round(line.length),
    width: Math.round(line.width),
    height: Math.round(line.height),
    weight: Math.round(line.weight),
  }));
  return {
    lineItems: stored,
    itemQuantity: stored.reduce((sum, line) => sum + line.quantity, 0),
    volume: stored.reduce((sum, line) => sum + line.length * line.width * line.height * line.quantity, 0),
    weight: stored.reduce((sum, line) => sum + line.weight * line.quantity, 0),
  };
}

/** What the list's search reads: order number, references and the receiver's name and place, lower-cased. */
export function orderSearchText(orderNumber: string, references: string[], receiver: OrderReceiver): string {
  const { address } = receiver;
  return [orderNumber, ...references, receiver.name, address.line1, address.locality, address.postcode]
    .join(' ')
    .toLowerCase();
}
