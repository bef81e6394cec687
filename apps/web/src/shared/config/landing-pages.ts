import { contextRoutes } from './paths';
import type { ContextRouteName, ContextType } from './paths';

/** Spec document 3 section 2: the home page choices of the user preferences, in the order shown. */
export interface LandingPage {
  name: string;
  label: string;
  route: ContextRouteName;
  params?: Record<string, string>;
  /** Offered only where order integration is enabled. */
  needsOrderIntegration?: boolean;
}

export const landingPages: readonly LandingPage[] = [
  { name: 'order.manage', label: 'Manage orders', route: 'order.manage', needsOrderIntegration: true },
  {
    name: 'estimate.create',
    label: 'Create estimate',
    route: 'estimate.create.type',
    params: { estimateType: 'outbound' },
  },
  { name: 'estimate.manage', label: 'Manage estimates', route: 'estimate.manage' },
  { name: 'consignment.create', label: 'Create consignment', route: 'consignment.create.outbound' },
  {
    name: 'consignment.readyToManifest',
    label: 'Ready-to-manifest consignments',
    route: 'consignment.readyToManifest',
  },
  { name: 'track.consignments', label: 'Track consignments', route: 'track.consignments' },
  { name: 'pickup.create', label: 'Create pickup', route: 'pickup.create.outbound' },
  { name: 'pickup.manage', label: 'Manage pickups', route: 'pickup.manage' },
  { name: 'manifest.create', label: 'Create manifests', route: 'manifest.create' },
  { name: 'manifest.manage', label: 'Manage manifests', route: 'manifest.manage' },
];

/** Spec 9: the default home page is 'site', which maps to ready-to-manifest consignments. */
export const DEFAULT_LANDING_PAGE = 'site';
const SITE_LANDING = 'consignment.readyToManifest';

/** Spec 2.2: legacy landing names (DESIGN 5a: manifest.list goes to manifest.manage). */
export const legacyLandingNames: Readonly<Record<string, string>> = {
  'consignment.list': 'consignment.readyToManifest',
  'pickup.list': 'pickup.manage',
  'manifest.list': 'manifest.manage',
};

const byName = new Map(landingPages.map((page) => [page.name, page]));

function siteLanding(): LandingPage {
  const page = byName.get(SITE_LANDING);
  if (!page) throw new Error('The site landing page is missing from the table');
  return page;
}

/** A saved landing name to its page: legacy names are mapped, and 'site' or an unknown name falls back to the site route. */
export function resolveLandingPage(saved: string | null | undefined): LandingPage {
  const name = saved ? (legacyLandingNames[saved] ?? saved) : DEFAULT_LANDING_PAGE;
  return byName.get(name) ?? siteLanding();
}

/** Spec document 3 section 2: in org context only pages that allow org context; orders only with order integration. */
export function landingPagesFor(contextType: ContextType, orderIntegration: boolean): LandingPage[] {
  return landingPages.filter(
    (page) =>
      (contextType === 'site' || contextRoutes[page.route].context === 'siteOrOrg') &&
      (!page.needsOrderIntegration || orderIntegration),
  );
}

/** The landing page to open in a context: the saved one if the context offers it, else the site route. */
export function landingPageFor(
  saved: string | null | undefined,
  contextType: ContextType,
  orderIntegration: boolean,
): LandingPage {
  const page = resolveLandingPage(saved);
  return landingPagesFor(contextType, orderIntegration).some((p) => p.name === page.name)
    ? page
    : siteLanding();
}
