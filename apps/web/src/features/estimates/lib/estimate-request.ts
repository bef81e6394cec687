import type {
  EstimateRequest,
  LineItemInput,
  LocationInput,
  ShippingCostRecoveryInput,
  ShippingCostRecoveryWire,
  Site,
} from '@freight/contracts';
import { centsToDollars, cmToMm, dollarsToCents, kgToG, roundWhole } from '@freight/rules';
import type { EstimateFormValues, RecoveryForm } from './estimate-form';

type LocationValues = EstimateFormValues['sender'];
type LineValues = EstimateFormValues['lineItems'][number];
type DangerousGoodsValues = LineValues['dangerousGoods'][number];

/** The site's own address, an address book entry (the server takes its name and address), or a locality. */
export function locationToWire(
  location: LocationValues,
  site: Pick<Site, 'addressId' | 'displayName'>,
): LocationInput {
  const { residential } = location;
  if (location.mode === 'site' && site.addressId !== null)
    return { name: site.displayName, address: { id: site.addressId }, residential };
  if (location.mode === 'locality' && location.locality)
    return { locality: { id: location.locality.id }, residential };
  return { addressBookEntryId: location.entry?.id ?? null, residential };
}

const dangerousGoodsToWire = (
  dg: DangerousGoodsValues,
): NonNullable<LineItemInput['dangerousGoods']>[number] => ({
  unNumber: dg.unNumber.replace(/^UN\s*/i, ''),
  properShippingName: dg.properShippingName.trim(),
  classOrDivision: dg.classOrDivision,
  packingGroup: dg.packingGroup,
});

/** Spec 3, 9 (M28): centimetres and kilograms to whole millimetres and grams; the quantity rounded too. */
export function lineToWire(line: LineValues): LineItemInput {
  return {
    packagingType: line.packagingType,
    shippingItemPresetId: line.presetId,
    description: line.description.trim() || null,
    quantity: roundWhole(line.quantity),
    length: cmToMm(line.length),
    width: cmToMm(line.width),
    height: cmToMm(line.height),
    weight: kgToG(line.weight),
    dangerousGoods: line.dangerousGoods.map(dangerousGoodsToWire),
  };
}

/** DESIGN 5a: { type, value }; amounts typed in dollars travel in cents, a percentage as typed. */
export function recoveryToWire(recovery: RecoveryForm): ShippingCostRecoveryInput {
  if (recovery.type === 'none' || recovery.value === null) return { type: 'none', value: null };
  if (recovery.type === 'markupPercentage') return { type: recovery.type, value: recovery.value };
  return { type: recovery.type, value: dollarsToCents(recovery.value) };
}

/** The wire's recovery (cents or percent) as the form shows it. */
export function recoveryFromWire(recovery: ShippingCostRecoveryWire): RecoveryForm {
  if (recovery.type === 'none' || recovery.value === null) return { type: 'none', value: null };
  if (recovery.type === 'markupPercentage') return { type: recovery.type, value: recovery.value };
  return { type: recovery.type, value: centsToDollars(recovery.value) };
}

/** Spec 5: the estimate the form describes, as POST and PUT v0/estimates take it. */
export function estimateToRequest(
  form: EstimateFormValues,
  site: Pick<Site, 'id' | 'addressId' | 'displayName'>,
): EstimateRequest {
  return {
    data: {
      siteId: site.id,
      type: form.type,
      dispatchDate: form.dispatchDate,
      sender: locationToWire(form.sender, site),
      receiver: { ...locationToWire(form.receiver, site), ...form.receiverOptions },
      references: form.references,
      lineItems: form.lineItems.map(lineToWire),
      shippingCostRecovery: recoveryToWire(form.recovery),
    },
  };
}
