import { dangerousGoodsPresetMessages, statusBannerMessages } from '@freight/contracts';
import { isDataCreationPrevented } from '@freight/rules';
import { AppError } from '../../platform/errors/app-error';
import { heldSiteGuards } from '../../platform/tenancy/site-membership';
import { findQuotingSite, type QuotingSite } from './site.repository';

export type { QuotingSite } from './site.repository';

const quotingSiteGuards = heldSiteGuards(findQuotingSite);
/** A site named in a request: the same 403 whether it is another organisation's or does not exist. */
export const requireQuotingSite = quotingSiteGuards.named;
/** For a record found by id: a site the user does not hold answers as not found, never revealing the record. */
export const requireRecordSite = quotingSiteGuards.ofRecord;
/** A record found by id (or not), with its site: none, or one on a site the user does not hold, is the same 404. */
export const requireHeldRecord = quotingSiteGuards.heldRecord;

/** Spec 4: no creating data while the organisation or the site is suspended or offboarded. */
export function assertCanCreate(
  site: Pick<QuotingSite, 'organisationStatus' | 'siteStatus' | 'organisationName' | 'siteName'>,
): void {
  if (!isDataCreationPrevented({ organisationStatus: site.organisationStatus, siteStatus: site.siteStatus }))
    return;
  const detail =
    site.organisationStatus === 'offboarded'
      ? statusBannerMessages.orgOffboarded(site.organisationName)
      : site.organisationStatus === 'suspended'
        ? statusBannerMessages.orgSuspended(site.organisationName)
        : site.siteStatus === 'offboarded'
          ? statusBannerMessages.siteOffboarded(site.siteName)
          : statusBannerMessages.siteSuspended;
  throw AppError.forbidden(detail);
}

/** Spec 6: transacting with dangerous goods needs the site's feature and the user's right there. */
export const mayTransactDangerousGoods = (site: QuotingSite): boolean =>
  site.dangerousGoodsTransacting && site.canTransactDangerousGoods;

/** Spec 6: viewing records with dangerous goods needs the feature on or past use. */
export function assertMayViewDangerousGoods(site: QuotingSite, hasDangerousGoods: boolean): void {
  if (hasDangerousGoods && !site.dangerousGoodsTransacting && !site.dangerousGoodsHasTransacted)
    throw AppError.forbidden(dangerousGoodsPresetMessages.notAvailable);
}
