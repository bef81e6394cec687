import { shippingCostRecoveryTypes } from '@freight/contracts';
import type { Estimate } from '@freight/contracts';
import { savedLineToForm } from '../../../shared/shipment-form/lib/line-wire';
import { recoveryFromWire } from '../../../shared/shipment-form/lib/recovery';
import { emptyParty } from './form-defaults';
import { entryToForm, typedAddressToForm } from './form-from-consignment';
import type { ConsignmentForm, PartyForm } from './form-schema';
import { timeSlotToForm } from './form-time-slot';

type EstimateParty = Estimate['sender'];

/**
 * An estimate's party for a consignment: its entry or address carries over; a suburb only becomes a typed
 * address with that locality, whose street the user adds.
 */
export function estimatePartyToForm(party: EstimateParty, siteAddressId: string | null): PartyForm {
  const base = { ...emptyParty('new'), residential: party.residential, name: party.name ?? '' };
  const { address } = party;
  if (party.addressBookEntryId !== null)
    return {
      ...base,
      ...entryToForm(party.addressBookEntryId, party.name ?? '', address, address?.id ?? null),
    };
  if (address && address.id === siteAddressId) return { ...base, mode: 'site' };
  if (address) return { ...base, ...typedAddressToForm(address) };
  const locality = party.locality
    ? { id: party.locality.id, label: party.locality.label, timeZone: party.locality.timeZone }
    : null;
  return { ...base, locality };
}

const recoveryType = (type: string) => shippingCostRecoveryTypes.find((known) => known === type) ?? 'none';

/** L16: a saved estimate converted: its parties, date, references, lines, receiver options and recovery. */
export function estimateToConsignmentForm(
  estimate: Estimate,
  start: ConsignmentForm,
  siteAddressId: string | null,
): ConsignmentForm {
  const { receiver } = estimate;
  return {
    ...start,
    type: estimate.type,
    dispatchDate: estimate.dispatchDate,
    sender: estimatePartyToForm(estimate.sender, siteAddressId),
    receiver: estimatePartyToForm(receiver, siteAddressId),
    receiverExtras: {
      ...start.receiverExtras,
      tailgate: receiver.tailgate,
      handUnload: receiver.handUnload,
      authorityToLeave: receiver.authorityToLeave,
    },
    timeSlot: timeSlotToForm(estimate.deliveryTimeSlot),
    references: estimate.references,
    lineItems: estimate.lineItems.length > 0 ? estimate.lineItems.map(savedLineToForm) : start.lineItems,
    recovery: recoveryFromWire({
      type: recoveryType(estimate.shippingCostRecovery.type),
      value: estimate.shippingCostRecovery.value,
    }),
  };
}
