import { palletTransferTypes, shippingCostRecoveryTypes } from '@freight/contracts';
import type { Address, Consignment, CustomField, Site } from '@freight/contracts';
import { oneLineAddress, placeOf } from '../../../shared/lib/display-format';
import { savedLineToForm } from '../../../shared/shipment-form/lib/line-wire';
import { newLine } from '../../../shared/shipment-form/lib/new-line';
import { recoveryFromWire } from '../../../shared/shipment-form/lib/recovery';
import { addressSignature } from './form-parties';
import { customFieldsToForm, emptyParty } from './form-defaults';
import type { ConsignmentForm, PartyForm } from './form-schema';
import { timeSlotToForm } from './form-time-slot';

type SavedParty = Consignment['sender'];

const localityOf = (address: Address) => ({
  id: address.localityId,
  label: placeOf(address),
  timeZone: address.timeZone,
});

/** A saved address as the form's typed lines, kept as that address while the lines stay as they are. */
export function typedAddressToForm(address: Address, addressId = address.id) {
  const typed = { line1: address.line1, line2: address.line2 ?? '', locality: localityOf(address) };
  return { ...typed, resolved: { addressId, signature: addressSignature(typed) } };
}

/** A party kept as its address book entry, shown with the entry's address. */
export const entryToForm = (id: string, name: string, address: Address | null, addressId: string | null) => ({
  mode: 'entry' as const,
  entry: {
    id,
    name,
    address: address ? oneLineAddress(address) : '',
    addressId,
    timeZone: address?.timeZone ?? null,
  },
});

/** A saved party as the form edits it: its entry, the site's own address, or its address as typed lines. */
export function partyToForm(party: SavedParty, site: Pick<Site, 'addressId'>): PartyForm {
  const base: PartyForm = {
    ...emptyParty('new'),
    residential: party.residential,
    contactName: party.contactName ?? '',
    contactPhone: party.contactPhone ?? '',
    contactEmail: party.contactEmail ?? '',
  };
  if (party.addressBookEntryId !== null)
    return { ...base, ...entryToForm(party.addressBookEntryId, party.name, party.address, party.addressId) };
  if (party.addressId === site.addressId) return { ...base, mode: 'site' };
  // an imported consignment whose place was not found keeps the place as typed, without an address: the
  // locality is left for the user to pick, and the lines are kept
  if (party.addressId === '')
    return {
      ...base,
      name: party.name,
      line1: party.address.line1 === '?' ? '' : party.address.line1,
      line2: party.address.line2 ?? '',
      locality: null,
      resolved: null,
    };
  return { ...base, name: party.name, ...typedAddressToForm(party.address, party.addressId) };
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.find((item) => item === value) ?? null;

/** A saved consignment as the edit form starts. */
export function consignmentToForm(
  consignment: Consignment,
  site: Pick<Site, 'addressId'>,
  customFields: readonly CustomField[],
): ConsignmentForm {
  const { receiver } = consignment;
  return {
    type: consignment.type,
    dispatchDate: consignment.dispatchDate,
    sender: partyToForm(consignment.sender, site),
    receiver: partyToForm(receiver, site),
    receiverExtras: {
      tailgate: receiver.tailgate,
      handUnload: receiver.handUnload,
      authorityToLeave: receiver.authorityToLeave,
      preventConsolidation: receiver.preventConsolidation,
      specialInstructions: receiver.specialInstructions ?? '',
      deliveryReferences: receiver.deliveryReferences,
    },
    timeSlot: timeSlotToForm(receiver.deliveryTimeSlot),
    references: consignment.references,
    costCenter: consignment.costCenter,
    customFields: customFieldsToForm(customFields, consignment.customFields),
    pallets: {
      transferType: oneOf(palletTransferTypes, consignment.pallets?.transferType),
      docketNumbers: consignment.pallets?.docketNumbers ?? [],
    },
    lineItems: consignment.lineItems.length > 0 ? consignment.lineItems.map(savedLineToForm) : [newLine()],
    recovery: recoveryFromWire({
      type: oneOf(shippingCostRecoveryTypes, consignment.shippingCostRecovery.type) ?? 'none',
      value: consignment.shippingCostRecovery.value,
    }),
    autoprint: {
      labels: consignment.autoprint.labels.enabled,
      connotes: consignment.autoprint.connotes.enabled,
    },
    emergencyContact: consignment.dangerousGoodsDeclaration.emergencyContact ?? { name: '', phone: '' },
  };
}
