import { dangerousGoodsPresetMessages } from '@freight/contracts';
import type { Site } from '@freight/contracts';
import type { ComponentType } from 'react';
import type { ContextRouteName } from '../../shared/config/paths';
import type { ContextGates } from '../../features/context/lib/gates';

/** What a site screen is given by the shell: its site, and whether the site may create data (spec 4.6). */
export interface SitePageProps {
  site: Site;
  creationPrevented: boolean;
}

export interface ContextPage {
  load: () => Promise<ComponentType<SitePageProps>>;
  /** A feature gate the screen needs; without it the screen shows access denied, with the reason. */
  gate?: keyof ContextGates;
  deniedReason?: string;
}

/** The context-scoped screens built so far, each loaded on first use (DESIGN 6a). */
export const contextPages: Partial<Record<ContextRouteName, ContextPage>> = {
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
    load: () =>
      Promise.all([
        import('../../features/estimates/pages/CreateEstimatePage'),
        import('../../features/quotes'),
      ]).then(([estimates, quotes]) => estimates.withQuoteTable(quotes.QuoteTable)),
  },
  'estimate.manage': {
    load: () =>
      import('../../features/estimates/pages/ManageEstimatesPage').then((m) => m.ManageEstimatesPage),
  },
  'estimate.view': {
    load: () =>
      Promise.all([
        import('../../features/estimates/pages/ViewEstimatePage'),
        import('../../features/quotes'),
      ]).then(([estimates, quotes]) => estimates.withQuoteTable(quotes.QuoteTable)),
  },
  'consignment.create.outbound': {
    load: () =>
      Promise.all([
        import('../../features/consignments/pages/CreateConsignmentPage'),
        import('../../features/quotes'),
      ]).then(([consignments, quotes]) =>
        consignments.createConsignmentScreen('outbound', quotes.QuoteTable),
      ),
  },
  'consignment.create.inbound': {
    load: () =>
      Promise.all([
        import('../../features/consignments/pages/CreateConsignmentPage'),
        import('../../features/quotes'),
      ]).then(([consignments, quotes]) => consignments.createConsignmentScreen('inbound', quotes.QuoteTable)),
  },
  'consignment.create.transfer': {
    load: () =>
      Promise.all([
        import('../../features/consignments/pages/CreateConsignmentPage'),
        import('../../features/quotes'),
      ]).then(([consignments, quotes]) =>
        consignments.createConsignmentScreen('transfer', quotes.QuoteTable),
      ),
  },
  'consignment.edit': {
    load: () =>
      Promise.all([
        import('../../features/consignments/pages/EditConsignmentPage'),
        import('../../features/quotes'),
      ]).then(([consignments, quotes]) => consignments.withQuoteTable(quotes.QuoteTable)),
  },
  'site-preferences.manage': {
    load: () =>
      import('../../features/carrier-preferences/pages/CarrierPreferencesPage').then(
        (m) => m.CarrierPreferencesPage,
      ),
  },
};
