import { dangerousGoodsPresetMessages, orderMessages } from '@freight/contracts';
import type { MovementType, Site } from '@freight/contracts';
import type { ComponentType } from 'react';
import type { ContextRouteName } from '../../shared/config/paths';
import type { ContextGates } from '../../features/context/lib/gates';
import type { ScopedPageProps } from '../../shared/lib/context-scope';
import type { QuoteTableSlot } from '../../shared/shipment-form/lib/quote-slot';

/**
 * What a site screen is given by the shell: its site, whether the site may create data (spec 4.6), and the
 * signed-in user's id, whose browser preferences it may read (spec 6).
 */
export interface SitePageProps {
  site: Site;
  creationPrevented: boolean;
  userId: string;
}

export interface ContextPage {
  load: () => Promise<ComponentType<SitePageProps>>;
  /** A feature gate the screen needs; without it the screen shows access denied, with the reason. */
  gate?: keyof ContextGates;
  deniedReason?: string;
}

/** A screen given the quote table when it loads: the quotes feature is handed in, never imported by another. */
const withQuotes =
  <Screen>(load: () => Promise<{ withQuoteTable: (table: QuoteTableSlot) => Screen }>) =>
  () =>
    Promise.all([load(), import('../../features/quotes')]).then(([screen, quotes]) =>
      screen.withQuoteTable(quotes.QuoteTable),
    );

/** The create consignment screen of a movement type. */
const consignmentCreation = (type: MovementType): ContextPage => ({
  load: () =>
    Promise.all([
      import('../../features/consignments/pages/CreateConsignmentPage'),
      import('../../features/quotes'),
    ]).then(([consignments, quotes]) => consignments.createConsignmentScreen(type, quotes.QuoteTable)),
});

/** The create pickup screen of a movement type, from scratch or pre-filled from consignments. */
const pickupCreation = (type: MovementType, prefill: boolean): ContextPage => ({
  load: () =>
    import('../../features/pickups/pages/CreatePickupPage').then((m) => m.createPickupScreen(type, prefill)),
});

/** The context-scoped screens built so far, each loaded on first use (DESIGN 6a). */
export const contextPages: Partial<Record<ContextRouteName, ContextPage>> = {
  'autoprint.config': {
    load: () =>
      import('../../features/autoprint/pages/PrintingConfigurationPage').then(
        (m) => m.PrintingConfigurationPage,
      ),
  },
  'addressbook.manage': {
    load: () => import('../../features/address-book/pages/AddressBookPage').then((m) => m.AddressBookPage),
  },
  'shipping-item-presets.manage': {
    load: () =>
      import('../../features/shipping-item-presets/pages/ShippingItemPresetsPage').then(
        (m) => m.ShippingItemPresetsPage,
      ),
  },
  'dangerous-goods-presets.manage': {
    load: () =>
      import('../../features/dangerous-goods-presets/pages/DangerousGoodsPresetsPage').then(
        (m) => m.DangerousGoodsPresetsPage,
      ),
    gate: 'dangerousGoods',
    deniedReason: dangerousGoodsPresetMessages.notAvailable,
  },
  'estimate.create.type': {
    load: withQuotes(() => import('../../features/estimates/pages/CreateEstimatePage')),
  },
  'consignment.create.outbound': consignmentCreation('outbound'),
  'consignment.create.inbound': consignmentCreation('inbound'),
  'consignment.create.transfer': consignmentCreation('transfer'),
  'consignment.edit': {
    load: withQuotes(() => import('../../features/consignments/pages/EditConsignmentPage')),
  },
  'manifest.create': {
    load: () => import('../../features/manifests/pages/CreateManifestPage').then((m) => m.CreateManifestPage),
  },
  'pickup.create.outbound': pickupCreation('outbound', false),
  'pickup.create.inbound': pickupCreation('inbound', false),
  'pickup.create.transfer': pickupCreation('transfer', false),
  'pickup.prefill.outbound': pickupCreation('outbound', true),
  'pickup.prefill.inbound': pickupCreation('inbound', true),
  'pickup.prefill.transfer': pickupCreation('transfer', true),
  'pickup.view': {
    load: () => import('../../features/pickups/pages/ViewPickupPage').then((m) => m.ViewPickupPage),
  },
  'receiver-notifications.manage': {
    load: () =>
      import('../../features/tracking/pages/ReceiverNotificationsPage').then(
        (m) => m.ReceiverNotificationsPage,
      ),
  },
  'site-preferences.manage': {
    load: () =>
      import('../../features/carrier-preferences/pages/CarrierPreferencesPage').then(
        (m) => m.CarrierPreferencesPage,
      ),
  },
};

/** A screen of a 'siteOrOrg' route that works in org context too: it is given the site or the organisation. */
export interface ScopedContextPage {
  load: () => Promise<ComponentType<ScopedPageProps>>;
  gate?: keyof ContextGates;
  deniedReason?: string;
}

/** The screens built for both contexts; a route listed here is not also in `contextPages`. */
export const scopedContextPages: Partial<Record<ContextRouteName, ScopedContextPage>> = {
  'order.manage': {
    load: () => import('../../features/orders/pages/ManageOrdersPage').then((m) => m.ManageOrdersPage),
    gate: 'orderIntegration',
    deniedReason: orderMessages.integrationOff,
  },
  'consignment.issues': {
    load: () =>
      import('../../features/consignments/pages/ResolveIssuesPage').then((m) => m.ResolveIssuesPage),
    gate: 'resolveIssues',
  },
  'consignment.readyToManifest': {
    load: () =>
      import('../../features/consignments/pages/ReadyToManifestPage').then((m) => m.ReadyToManifestPage),
  },
  'consignment.view': {
    load: () =>
      Promise.all([
        import('../../features/consignments/pages/ViewConsignmentPage'),
        import('../../features/enquiries'),
        import('../shell/RememberViewedByUser'),
      ]).then(([consignments, enquiries, viewed]) =>
        consignments.withEnquiries(enquiries.EnquiriesCard, viewed.RememberViewedByUser),
      ),
  },
  'track.consignments': {
    load: () =>
      import('../../features/consignments/pages/TrackConsignmentsPage').then((m) => m.TrackConsignmentsPage),
  },
  'manifest.manage': {
    load: () =>
      import('../../features/manifests/pages/ManageManifestsPage').then((m) => m.ManageManifestsPage),
  },
  'manifest.view': {
    load: () => import('../../features/manifests/pages/ViewManifestPage').then((m) => m.ViewManifestPage),
  },
  'pickup.manage': {
    load: () => import('../../features/pickups/pages/ManagePickupsPage').then((m) => m.ManagePickupsPage),
  },
  'estimate.manage': {
    load: () =>
      import('../../features/estimates/pages/ManageEstimatesPage').then((m) => m.ManageEstimatesPage),
  },
  'estimate.view': { load: withQuotes(() => import('../../features/estimates/pages/ViewEstimatePage')) },
};

/** A context page once loaded, its component typed by the props it takes. */
export type LoadedContextPage =
  | { orgContext: false; Page: ComponentType<SitePageProps> }
  | { orgContext: true; Page: ComponentType<ScopedPageProps> };

/** The screen of a route, if one is built: its loader, gate and reason for access denied. */
export function contextPageOf(
  name: ContextRouteName,
):
  | { loadPage: () => Promise<LoadedContextPage>; gate?: keyof ContextGates; deniedReason?: string }
  | undefined {
  const scoped = scopedContextPages[name];
  if (scoped)
    return {
      gate: scoped.gate,
      deniedReason: scoped.deniedReason,
      loadPage: async () => ({ orgContext: true, Page: await scoped.load() }),
    };
  const page = contextPages[name];
  return (
    page && {
      gate: page.gate,
      deniedReason: page.deniedReason,
      loadPage: async () => ({ orgContext: false, Page: await page.load() }),
    }
  );
}
