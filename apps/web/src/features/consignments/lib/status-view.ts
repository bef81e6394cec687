import type { Consignment, Site } from '@freight/contracts';

/**
 * Spec 6 (M41): a consignment with dangerous goods is shown only where its site has the feature on or has sent
 * dangerous goods before (hasTransacted); manifesting them is always allowed, but viewing is not.
 */
export function canViewDangerousGoods(
  consignment: Pick<Consignment, 'hasDangerousGoods' | 'siteId'>,
  sites: readonly Site[],
): boolean {
  if (!consignment.hasDangerousGoods) return true;
  const site = sites.find((s) => s.id === consignment.siteId);
  return site !== undefined && (site.dangerousGoods.isTransacting || site.dangerousGoods.hasTransacted);
}

/** Spec 6 quotes no text for this; it names the consignment's site. */
export const dangerousGoodsViewDenied =
  'This consignment has dangerous goods, which are not available to you on its site.';
