import type { Order } from '@freight/contracts';

/** An Adelaide address, from a suggestion. */
export const adelaideAddress = (line1 = '1 King William St', id = 'a1') => ({
  id,
  line1,
  line2: null,
  locality: 'Adelaide',
  postcode: '5000',
  subdivision: 'SA',
  countryId: 'AU',
  timeZone: 'Australia/Adelaide',
  from: 'suggestion' as const,
  gnafId: null,
  localityId: '9',
});

/** An open order of site 1 for Adelaide Customer, received through the API, to dispatch on 6 March. */
export const openOrder = (id: string, over: Partial<Order> = {}): Order => ({
  id,
  siteId: '1',
  orderNumber: `SO-${id}`,
  status: 'open',
  source: 'api',
  payerAccount: null,
  costCenter: null,
  references: [],
  dispatchDate: '2026-03-06',
  sender: null,
  receiver: {
    name: 'Adelaide Customer',
    address: adelaideAddress(),
    residential: false,
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    tailgate: false,
    handUnload: false,
    authorityToLeave: false,
    specialInstructions: null,
  },
  lineItems: [],
  itemQuantity: 1,
  volume: 1,
  weight: 1,
  consignment: null,
  createdAt: '2026-03-05T00:00:00Z',
  updatedAt: '2026-03-05T00:00:00Z',
  ...over,
});
