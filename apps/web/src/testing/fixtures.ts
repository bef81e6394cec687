import type { Address, ConsignmentSummary, Estimate, GetUserResponse, Site } from '@freight/contracts';
import type { ContextScope } from '../shared/lib/context-scope';

/** A verified Melbourne street address, as the address service answers it. */
export const richmondAddress: Address = {
  id: '0b6f6c0e-8f53-4a8e-9d0c-2f1f2d7e6a11',
  line1: '18 Cremorne Street',
  line2: null,
  locality: 'Richmond',
  postcode: '3121',
  subdivision: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  from: 'estimate',
  gnafId: null,
  localityId: '4719',
};

/** A verified Perth street address, the receiver of much of the tests' freight. */
export const osborneParkAddress: Address = {
  id: '22222222-2222-4222-8222-222222222222',
  line1: '28 Hasler Rd',
  line2: null,
  locality: 'Osborne Park',
  postcode: '6017',
  subdivision: 'WA',
  countryId: 'AU',
  timeZone: 'Australia/Perth',
  from: 'estimate',
  gnafId: null,
  localityId: '6017',
};

/** Melbourne's suburb, as the locality service answers it: a party known only by its suburb (an estimate's). */
export const melbourneLocality: NonNullable<Estimate['sender']['locality']> = {
  id: '3000',
  suburb: 'Melbourne',
  postcode: '3000',
  state: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  chargeZone: 'V1',
  label: 'Melbourne VIC 3000',
};

/** The agreed service most of the tests' freight goes by. */
export const startrackRoadExpress: NonNullable<ConsignmentSummary['agreedService']> = {
  id: '4',
  name: 'Road Express',
  carrierName: 'Startrack',
  carrierServiceId: 'EXP',
  providerType: 'direct',
};

type SiteOptions = Partial<Omit<Site, 'organisation'>> & {
  orgId?: string;
  orgName?: string;
  orgStatus?: Site['status'];
};

export function site(id: string, name: string, options: SiteOptions = {}): Site {
  const { orgId = '1', orgName = 'Demo Freight Co', orgStatus = 'transacting', ...rest } = options;
  return {
    id,
    name,
    displayName: name,
    label: name,
    addressId: null,
    status: 'transacting',
    organisation: { id: orgId, name: orgName, status: orgStatus },
    agreedServices: [],
    packagingTypes: [],
    costCentreConfiguration: { required: false, costCentres: [] },
    orderConsolidationEnabled: false,
    deliveryTimeSlotsEnabled: false,
    consignmentImportConfiguration: { enabled: false, transferPolicy: 'manual' },
    orderConfiguration: { integrationEnabled: false },
    palletManagement: { enabled: false, allowedPalletTypes: [], preferredTransferType: null },
    dangerousGoods: { isTransacting: false, hasTransacted: false, notifiableEnabled: false },
    userCanTransactWithDangerousGoods: false,
    priceMaskingEnabled: false,
    devFlags: {},
    siteAccess: { defaultPickupWindow: { startTime: '09:00', durationMinutes: 240 } },
    ...rest,
  };
}

/** The site context of one site, as the shell gives a screen. */
export function siteScopeOf(one: Site): ContextScope {
  return { type: 'site', site: one, organisation: one.organisation, sites: [one] };
}

export function demoUser(overrides: Partial<GetUserResponse['user']> = {}): GetUserResponse {
  return {
    user: {
      id: 'user-1',
      username: 'demo',
      fullName: 'Dana Demo',
      phone: null,
      email: 'demo@example.com',
      acceptedTermsAt: '2026-01-01T00:00:00.000Z',
      flags: {},
      sites: [
        site('1', 'Melbourne DC', { orderConfiguration: { integrationEnabled: true } }),
        site('2', 'Sydney Warehouse'),
        site('3', 'Brisbane Depot', { status: 'suspended' }),
      ],
      ...overrides,
    },
    packagingTypes: ['Carton', 'Other'],
  };
}

export const sessionBody = {
  user: {
    id: 'user-1',
    username: 'demo',
    fullName: 'Dana Demo',
    email: 'demo@example.com',
    phone: null,
    preferredMfa: 'NOMFA',
  },
  expiresAt: '2099-01-01T00:00:00.000Z',
};

export const platformConfigBody = {
  helpContact: { name: 'Customer Support', phone: '1300 555 010', email: 'support@example.com' },
  brandName: 'Freight Test',
  version: '0.0.0',
  sessionCheckSeconds: 60,
  feedbackUrl: null,
};

const placeIn = (locality: string, subdivision: string, postcode: string): Address => ({
  id: `a-${postcode}`,
  line1: '1 Main St',
  line2: null,
  locality,
  postcode,
  subdivision,
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  from: 'suggestion',
  gnafId: null,
  localityId: `l-${postcode}`,
});

/** A consignment as the lists show it: outbound from Melbourne to Osborne Park by Startrack Road Express. */
export function consignmentSummary(
  id: string,
  consignmentNo: string,
  overrides: Partial<ConsignmentSummary> = {},
): ConsignmentSummary {
  return {
    id,
    type: 'outbound',
    consignmentNo,
    previousConsignmentNumbers: [],
    updated: '2026-03-05T01:00:00Z',
    dispatchDate: '2026-03-06',
    sender: { name: 'Melbourne DC dock', address: placeIn('Melbourne', 'VIC', '3000') },
    receiver: { name: 'Osborne Park Electrical', address: placeIn('Osborne Park', 'WA', '6017') },
    agreedService: startrackRoadExpress,
    carrier: { id: '2', name: 'Startrack' },
    manifest: null,
    transfer: null,
    estimatedTimeOfArrival: '2026-03-10',
    references: ['PO-1001'],
    itemQuantity: 3,
    volume: 48_000_000,
    weight: 12_500,
    organisation: { id: '1', name: 'Demo Freight Co' },
    site: { id: '1', name: 'Melbourne DC' },
    pallets: null,
    hasDangerousGoods: false,
    issues: [],
    isFullyDelivered: false,
    manifestTransferable: false,
    tracking: { latestEvent: null },
    ...overrides,
  };
}
