import type { Site } from '@freight/contracts';

/**
 * Development flags a site carries (spec d1 §2.2, §6). The spec names no flag, so the names here are ours; a
 * flag left unset keeps the product's normal behaviour.
 */
export const devFlagNames = {
  /** `false` switches document pop-ups off: documents then open in the app's own tab (N16). */
  documentPopups: 'documentPopups',
} as const;

/** Whether documents open beside the app; only an explicit `false` turns it off. */
export function documentPopupsEnabled(site: Pick<Site, 'devFlags'> | undefined): boolean {
  return site?.devFlags[devFlagNames.documentPopups] !== false;
}

/** The anchor attributes of a document link: a new tab with pop-ups on, the same tab without. */
export function documentLinkTarget(popups: boolean): { target?: '_blank'; rel?: string } {
  return popups ? { target: '_blank', rel: 'noopener' } : {};
}
