import type { MovementType, Site } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import type { EstimateForm, LineForm, LocationForm, LocationMode } from './estimate-form';

let lineCount = 0;
/** A key for a new line; unique within the page, which is all the list needs. */
const nextLineKey = () => `line-${(lineCount += 1)}`;

/** Spec 5 (M29): a new line item has a quantity of 1 and nothing else yet. */
export function newLine(): LineForm {
  return {
    key: nextLineKey(),
    code: '',
    presetId: null,
    packagingType: null,
    description: '',
    quantity: 1,
    length: null,
    width: null,
    height: null,
    weight: null,
    dangerousGoods: [],
  };
}

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
