import { palletLenders } from '@freight/contracts';
import type { PalletLender, Site } from '@freight/contracts';

/**
 * Spec 3, 6 (M34): the lenders whose pallets a consignment line counts: none unless the site manages pallets, then
 * the lenders it allows (every lender when it names none).
 */
export function sitePalletLenders(site: Pick<Site, 'palletManagement'>): readonly PalletLender[] | undefined {
  const { enabled, allowedPalletTypes } = site.palletManagement;
  if (!enabled) return undefined;
  return allowedPalletTypes.length > 0
    ? palletLenders.filter((l) => allowedPalletTypes.includes(l))
    : palletLenders;
}
