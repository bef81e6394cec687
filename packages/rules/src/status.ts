import { statusBannerMessages } from '@freight/contracts';
import type { Status } from '@freight/contracts';

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger';

const tones: Record<Status, StatusTone> = {
  onboarding: 'neutral',
  transacting: 'success',
  suspended: 'warning',
  offboarded: 'danger',
};

/** Spec 4.6: how a status is shown. */
export function statusTone(status: Status): StatusTone {
  return tones[status];
}

function isBlocked(status: Status | null | undefined): boolean {
  return status === 'suspended' || status === 'offboarded';
}

/** Spec 4.6: no creating data when the organisation, or the current site if there is one, is suspended or offboarded. */
export function isDataCreationPrevented({
  organisationStatus,
  siteStatus,
}: {
  organisationStatus: Status;
  /** Absent in org context, where only the organisation counts. */
  siteStatus?: Status | null;
}): boolean {
  return isBlocked(organisationStatus) || isBlocked(siteStatus);
}

/** Spec 4.6: a suspended or offboarded site limits the user to tracking and enquiries. */
export function isLimitedToTracking(siteStatus: Status | null | undefined): boolean {
  return isBlocked(siteStatus);
}

export interface StatusBanner {
  text: string;
  tone: StatusTone;
}

/** Spec 4.6: the status banner; the organisation's banner wins over the site's, and active statuses have none. */
export function statusBanner({
  orgName,
  orgStatus,
  siteName,
  siteStatus,
}: {
  orgName: string;
  orgStatus: Status;
  siteName?: string | null;
  siteStatus?: Status | null;
}): StatusBanner | undefined {
  if (orgStatus === 'offboarded')
    return { text: statusBannerMessages.orgOffboarded(orgName), tone: 'danger' };
  if (orgStatus === 'suspended') return { text: statusBannerMessages.orgSuspended(orgName), tone: 'warning' };
  if (siteStatus === 'offboarded') {
    return { text: statusBannerMessages.siteOffboarded(siteName ?? ''), tone: 'danger' };
  }
  if (siteStatus === 'suspended') return { text: statusBannerMessages.siteSuspended, tone: 'warning' };
  return undefined;
}
