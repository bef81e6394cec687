import { dgClasses, packagingTypeNames, packingGroups, shippingCostRecoveryTypes } from '@freight/contracts';
import type { Estimate, ShippingCostRecoveryWire, Site } from '@freight/contracts';
import { gToKg, mmToCm, roundTo } from '@freight/rules';
import { newLine } from './estimate-defaults';
import { CM_DECIMALS, KG_DECIMALS } from './estimate-form';
import type { DangerousGoodsForm, EstimateForm, LineForm, LocationForm } from './estimate-form';
import { recoveryFromWire } from './estimate-request';
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

function dangerousGoodsToForm(entry: Record<string, unknown>): DangerousGoodsForm {
  return {
    unNumber: typeof entry.unNumber === 'string' ? entry.unNumber : '',
    properShippingName: typeof entry.properShippingName === 'string' ? entry.properShippingName : '',
    classOrDivision: oneOf(dgClasses, entry.classOrDivision),
    packingGroup: oneOf(packingGroups, entry.packingGroup),
  };
}

/** A saved line back in cm and kg (the wire keeps whole mm and g). */
export function lineToForm(line: Estimate['lineItems'][number]): LineForm {
  return {
    ...newLine(),
    presetId: line.shippingItemPresetId,
    packagingType: oneOf(packagingTypeNames, line.packagingType),
    description: line.description ?? '',
    quantity: line.quantity,
    length: roundTo(mmToCm(line.length), CM_DECIMALS),
    width: roundTo(mmToCm(line.width), CM_DECIMALS),
    height: roundTo(mmToCm(line.height), CM_DECIMALS),
    weight: roundTo(gToKg(line.weight), KG_DECIMALS),
    dangerousGoods: line.dangerousGoods.map(dangerousGoodsToForm),
  };
}

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
