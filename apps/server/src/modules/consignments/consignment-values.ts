import { randomBytes } from 'node:crypto';
import type {
  Address,
  ConsignmentAttributes,
  ConsignmentLineItem,
  StoredConsignmentLineItem,
  StoredParty,
  StoredReceiver,
} from '@freight/contracts';
import type { ResolvedLocation } from '../quotes';

type PartyInput = ConsignmentAttributes['sender'];
type ReceiverInput = ConsignmentAttributes['receiver'];

const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString('base64url')}`;

/** A party as the consignment keeps it: what was asked, with the address it resolved to. */
export function storeParty(input: PartyInput, resolved: ResolvedLocation): StoredParty {
  if (!resolved.address) throw new Error('a consignment party always resolves to an address');
  return {
    name: input.name,
    addressId: resolved.address.id,
    address: resolved.address,
    line2: input.line2 ?? resolved.address.line2,
    residential: resolved.residential,
    addressBookEntryId: input.addressBookEntryId,
    addressBookContactId: input.addressBookContactId,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
  };
}

export function storeReceiver(input: ReceiverInput, resolved: ResolvedLocation): StoredReceiver {
  return {
    ...storeParty(input, resolved),
    tailgate: input.tailgate,
    handUnload: input.handUnload,
    authorityToLeave: input.authorityToLeave,
    specialInstructions: input.specialInstructions,
    deliveryTimeSlot: input.deliveryTimeSlot,
    deliveryReferences: input.deliveryReferences,
    preventConsolidation: input.preventConsolidation,
  };
}

/**
 * Line items with their ids: a line (or dangerous goods entry) sent back with the id it was given keeps it, so
 * its items keep their SSCCs; any other gets a new id.
 */
export function storeLineItems(
  lines: readonly ConsignmentLineItem[],
  existing: readonly StoredConsignmentLineItem[] = [],
): StoredConsignmentLineItem[] {
  const known = new Map(existing.map((line) => [line.id, line]));
  const taken = new Set<string>();
  return lines.map(({ key: _key, id, dangerousGoods, ...line }) => {
    const previous = id !== null && !taken.has(id) ? known.get(id) : undefined;
    const lineId = previous ? previous.id : newId('li');
    taken.add(lineId);
    const knownEntries = new Set(previous?.dangerousGoods.map((entry) => entry.id) ?? []);
    return {
      ...line,
      id: lineId,
      dangerousGoods: dangerousGoods.map(({ key: _entryKey, id: entryId, ...entry }) => ({
        ...entry,
        id: entryId !== null && knownEntries.has(entryId) ? entryId : newId('dg'),
      })),
    };
  });
}

export function totalsOf(lines: readonly StoredConsignmentLineItem[]) {
  return {
    itemQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    volume: lines.reduce((sum, line) => sum + line.length * line.width * line.height * line.quantity, 0),
    weight: lines.reduce((sum, line) => sum + line.weight * line.quantity, 0),
    hasDangerousGoods: lines.some((line) => line.dangerousGoods.length > 0),
  };
}

/** '1 King William St, Adelaide SA 5000' */
export const addressText = (address: Address): string =>
  `${[address.line1, address.line2].filter(Boolean).join(', ')}, ${address.locality} ${address.subdivision} ${address.postcode}`;

/**
 * What a search looks in (DESIGN 5, 6a): numbers, references and party names and addresses, lower-cased. It
 * begins with a space and fields are joined by ' \n ', so every field starts a word for short terms.
 */
export function searchTextOf(values: {
  consignmentNo: string;
  previousConsignmentNumbers: readonly string[];
  references: readonly string[];
  sender: StoredParty;
  receiver: StoredReceiver;
}): string {
  const fields = [
    values.consignmentNo,
    ...values.previousConsignmentNumbers,
    ...values.references,
    ...values.receiver.deliveryReferences,
    values.sender.name,
    addressText(values.sender.address),
    values.receiver.name,
    addressText(values.receiver.address),
  ];
  return ` ${fields.map((field) => field.toLowerCase()).join(' \n ')}`;
}
