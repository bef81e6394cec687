/** Tracking as shippers manage it: receiver links and which e-mails their receivers get. */
import type { ReceiverNotificationSettings } from '@freight/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { requireConsignment } from '../consignments';
import { requireQuotingSite } from '../quotes';
import { notificationSettingsOf } from './receiver-notifications';
import { saveNotificationSettings } from './tracking.repository';
import { issueTrackingLink, trackingPagePath } from './tracking-links';

/** A new public tracking link of a consignment the user may see, to pass to its receiver. */
export async function issueLinkForUser(db: Db, userId: string, consignmentId: number) {
  const { row } = await requireConsignment(db, userId, consignmentId);
  const token = await issueTrackingLink(db, row.id);
  return { token, path: trackingPagePath(token) };
}

export async function notificationSettingsForUser(db: Db, userId: string, siteId: number) {
  const site = await requireQuotingSite(db, userId, siteId);
  return notificationSettingsOf(db, site.siteId);
}

export async function saveNotificationSettingsForUser(
  deps: { db: Db; clock: Clock },
  userId: string,
  siteId: number,
  settings: ReceiverNotificationSettings,
) {
  const site = await requireQuotingSite(deps.db, userId, siteId);
  await saveNotificationSettings(deps.db, site.siteId, settings, deps.clock.now());
  return notificationSettingsOf(deps.db, site.siteId);
}
