import type { MovementType, Site } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import { newLine } from '../../../shared/shipment-form/lib/new-line';
import type { EstimateForm, LocationForm, LocationMode } from './estimate-form';

export const emptyLocation = (mode: LocationMode): LocationForm => ({
  mode,
  entry: null,
  locality: null,
  residential: false,
});

/**
 * Outbound freight leaves the site and inbound freight comes to it, so that side starts as the site's own
 * address when the site has one; every other side is picked from the address book.
 */
export function defaultModes(type: MovementType, site: Pick<Site, 'addressId'>) {
  const siteMode = (side: MovementType): LocationMode =>
    type === side && site.addressId !== null ? 'site' : 'entry';
  return { sender: siteMode('outbound'), receiver: siteMode('inbound') };
}

export function defaultEstimateForm(
  type: MovementType,
  site: Pick<Site, 'addressId'>,
  today: string = siteToday(),
): EstimateForm {
  const modes = defaultModes(type, site);
  return {
    dispatchDate: today,
    type,
    sender: emptyLocation(modes.sender),
    receiver: emptyLocation(modes.receiver),
    receiverOptions: {
      authorityToLeave: false,
      deliveryTimeslotRequired: false,
      tailgate: false,
      handUnload: false,
    },
    references: [],
    lineItems: [newLine()],
    recovery: { type: 'none', value: null },
  };
}
