import { shippingCostRecoveryTypes } from '@freight/contracts';
import type { Estimate, ShippingCostRecoveryWire, Site } from '@freight/contracts';
import type { LineForm } from '../../../shared/shipment-form/lib/line-form';
import { savedLineToForm } from '../../../shared/shipment-form/lib/line-wire';
import { newLine } from '../../../shared/shipment-form/lib/new-line';
import { recoveryFromWire } from '../../../shared/shipment-form/lib/recovery';
import type { EstimateForm, LocationForm } from './estimate-form';
import { placeText } from './estimate-text';

type Party = Estimate['sender'];

/** How a saved party was given: an entry, a suburb only, or (neither) the site's own address. */
export function locationToForm(party: Party, site: Pick<Site, 'addressId'>): LocationForm {
  const base = { entry: null, locality: null, residential: party.residential };
  if (party.addressBookEntryId !== null)
    return {
      ...base,
      mode: 'entry',
      entry: { id: party.addressBookEntryId, name: party.name ?? '', address: placeText(party) },
    };
  if (party.locality)
    return { ...base, mode: 'locality', locality: { id: party.locality.id, label: party.locality.label } };
  if (party.address && party.address.id === site.addressId) return { ...base, mode: 'site' };
  // an address the form cannot name any more: the user picks the party again
  return { ...base, mode: 'entry' };
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.find((item) => item === value) ?? null;

/** A saved line back in cm and kg (the wire keeps whole mm and g). */
export const lineToForm = (line: Estimate['lineItems'][number]): LineForm => savedLineToForm(line);

/** A saved estimate as the create form edits it. */
export function estimateToForm(estimate: Estimate, site: Pick<Site, 'addressId'>): EstimateForm {
  const { receiver } = estimate;
  const recovery: ShippingCostRecoveryWire = {
    type: oneOf(shippingCostRecoveryTypes, estimate.shippingCostRecovery.type) ?? 'none',
    value: estimate.shippingCostRecovery.value,
  };
  return {
    dispatchDate: estimate.dispatchDate,
    type: estimate.type,
    sender: locationToForm(estimate.sender, site),
    receiver: locationToForm(receiver, site),
    receiverOptions: {
      authorityToLeave: receiver.authorityToLeave,
      deliveryTimeslotRequired: receiver.deliveryTimeslotRequired,
      tailgate: receiver.tailgate,
      handUnload: receiver.handUnload,
    },
    references: estimate.references,
    lineItems: estimate.lineItems.length > 0 ? estimate.lineItems.map(lineToForm) : [newLine()],
    recovery: recoveryFromWire(recovery),
  };
}
