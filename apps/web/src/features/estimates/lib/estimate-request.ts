import type { EstimateRequest, LineItemInput, LocationInput, Site } from '@freight/contracts';
import { lineMeasuresToWire } from '../../../shared/shipment-form/lib/line-wire';
import { recoveryToWire } from '../../../shared/shipment-form/lib/recovery';
import type { EstimateFormValues } from './estimate-form';

type LocationValues = EstimateFormValues['sender'];
type LineValues = EstimateFormValues['lineItems'][number];

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

/** Spec 3, 9 (M28): an estimate line takes the measures only, in whole mm and g. */
export const lineToWire = (line: LineValues): LineItemInput => lineMeasuresToWire(line);

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
