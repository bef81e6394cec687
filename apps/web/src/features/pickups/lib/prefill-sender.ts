import type { Consignment, ConsignmentSummary, Site } from '@freight/contracts';
import { oneLineAddress, placeOf } from '../../../shared/lib/display-format';
import type { PickupForm } from './pickup-form';

/** The form's fields that say where the carrier collects and whom to ask there. */
export const senderFields = [
  'senderMode',
  'senderName',
  'senderLine1',
  'senderLine2',
  'sender',
  'contactName',
  'contactPhone',
] as const;
export type SenderFields = Pick<PickupForm, (typeof senderFields)[number]>;

/** Whether the consignments are all collected from one place: the same sender name at the same address. */
export function oneSender(consignments: readonly Pick<ConsignmentSummary, 'sender'>[]): boolean {
  const first = consignments[0];
  if (!first) return false;
  return consignments.every(
    (c) => c.sender.name === first.sender.name && c.sender.address.id === first.sender.address.id,
  );
}

/**
 * A consignment's sender as the pickup form's sender: its address book entry (as if picked), the site's own
 * address, or its address as a new one. Null when its place is not known (an import whose place was not found).
 */
export function senderFromParty(
  party: Consignment['sender'],
  site: Pick<Site, 'addressId'>,
): SenderFields | null {
  const contact = { contactName: party.contactName ?? '', contactPhone: party.contactPhone ?? '' };
  const empty = { senderName: '', senderLine1: '', senderLine2: '', ...contact };
  const { address } = party;
  if (party.addressBookEntryId !== null)
    return {
      ...empty,
      senderMode: 'entry',
      sender: {
        entry: {
          id: party.addressBookEntryId,
          name: party.name,
          address: oneLineAddress(address),
          addressId: party.addressId,
          timeZone: address.timeZone,
        },
        locality: null,
      },
    };
  if (party.addressId === '') return null;
  if (party.addressId === site.addressId)
    return { ...empty, senderMode: 'site', senderName: party.name, sender: { entry: null, locality: null } };
  return {
    ...contact,
    senderMode: 'new',
    senderName: party.name,
    senderLine1: address.line1,
    senderLine2: address.line2 ?? '',
    sender: {
      entry: null,
      locality: { id: address.localityId, label: placeOf(address), timeZone: address.timeZone },
    },
  };
}

/** Whether the sender is still as the form started: the user has not picked, typed or switched anything. */
export function senderUntouched(current: SenderFields, start: SenderFields): boolean {
  return senderFields.every((key) => JSON.stringify(current[key]) === JSON.stringify(start[key]));
}

export const differentSendersNote =
  'These consignments are collected from different senders: choose where to pick up from.';
