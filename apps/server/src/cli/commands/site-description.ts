import type { SiteSummary } from '../../modules/accounts';
import { yesNo } from '../format';

type SiteSettingsView = Omit<SiteSummary, 'organisation'>;

/** The switches of a site in one short phrase, for lists: 'dg, orders, import(manual), pallets(chep,loscam)'. */
export function siteFlagsPhrase(site: SiteSettingsView): string {
  const on: string[] = [];
  if (site.dangerousGoodsTransacting) on.push(site.dangerousGoodsNotifiable ? 'dg(notifiable)' : 'dg');
  if (site.orderIntegrationEnabled) on.push('orders');
  if (site.orderConsolidationEnabled) on.push('consolidation');
  if (site.importEnabled) on.push(`import(${site.importTransferPolicy})`);
  if (site.palletManagementEnabled) on.push(`pallets(${site.allowedPalletTypes.join(',')})`);
  if (site.deliveryTimeSlotsEnabled) on.push('time-slots');
  if (site.priceMaskingEnabled) on.push('price-masking');
  if (site.costCentres.length > 0) {
    on.push(`cost-centres(${site.costCentres.length}${site.costCentreRequired ? ', required' : ''})`);
  }
  return on.join(', ') || '-';
}

/** Every setting of a site, one per line, after a change. */
export function describeSite(site: SiteSettingsView): string[] {
  return [
    `  status: ${site.status}`,
    `  dangerous goods: ${yesNo(site.dangerousGoodsTransacting)} (notifiable: ${yesNo(site.dangerousGoodsNotifiable)})`,
    `  order integration: ${yesNo(site.orderIntegrationEnabled)}, consolidation: ${yesNo(site.orderConsolidationEnabled)}`,
    `  import: ${yesNo(site.importEnabled)} (transfer policy: ${site.importTransferPolicy})`,
    `  pallets: ${yesNo(site.palletManagementEnabled)} (${site.allowedPalletTypes.join(', ') || 'no types'})`,
    `  delivery time slots: ${yesNo(site.deliveryTimeSlotsEnabled)}, price masking: ${yesNo(site.priceMaskingEnabled)}`,
    `  cost centres: ${site.costCentres.map((c) => c.code).join(', ') || 'none'} (required: ${yesNo(site.costCentreRequired)})`,
  ];
}
