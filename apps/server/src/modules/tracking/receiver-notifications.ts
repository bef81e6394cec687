/** Beyond the spec: receivers are e-mailed as their freight moves, once per kind, as the site chooses. */
import {
  receiverNotificationKinds,
  type ReceiverNotificationKind,
  type ReceiverNotificationSettings,
  type TrackingEventType,
} from '@freight/contracts';
import { addDays, siteToday } from '@freight/rules';
import type { Config } from '../../config/env';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { carrierEventStore, findConsignmentById } from '../consignments';
import { receiverMail } from './receiver-mail';
import { issueTrackingLink, trackingPagePath } from './tracking-links';
import { claimNotification, findNotificationSettings } from './tracking.repository';

export const NOTIFY_RECEIVERS_JOB = 'tracking.notify-receivers';
export const LATE_SWEEP_JOB = 'tracking.late-sweep';
/** How often consignments are checked for having passed their ETA undelivered. */
export const LATE_SWEEP_MINUTES = 15;

export interface NotifyReceiversPayload {
  notices: { consignmentId: number; kind: ReceiverNotificationKind }[];
}

export interface NotifyDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'port' | 'helpContact'>;
}

const allOn: ReceiverNotificationSettings = {
  pickedUp: true,
  outForDelivery: true,
  delivered: true,
  late: true,
};

/** The e-mail a carrier's event may send its receiver. */
export function notifiedKindOf(type: TrackingEventType): ReceiverNotificationKind | undefined {
  return receiverNotificationKinds.find((kind) => kind === type);
}

export async function notificationSettingsOf(db: Db, siteId: number): Promise<ReceiverNotificationSettings> {
  return (await findNotificationSettings(db, siteId)) ?? allOn;
}

const baseUrl = (config: NotifyDeps['config']) =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

/**
 * E-mails the receiver of each notice, if it has an e-mail address and its site sends that kind. The notice is
 * claimed first, so a repeated job or a second event of the same kind never sends it twice.
 */
export async function notifyReceivers(deps: NotifyDeps, payload: NotifyReceiversPayload): Promise<number> {
  let sent = 0;
  for (const notice of payload.notices) {
    const consignment = await findConsignmentById(deps.db, notice.consignmentId);
    const to = consignment?.receiver.contactEmail;
    if (!consignment || !to) continue;
    const settings = await notificationSettingsOf(deps.db, consignment.siteId);
    if (!settings[notice.kind]) continue;
    if (!(await claimNotification(deps.db, consignment.id, notice.kind, to))) continue;
    const token = await issueTrackingLink(deps.db, consignment.id);
    const mail = receiverMail(notice.kind, {
      brandName: deps.config.brandName,
      consignmentNo: consignment.consignmentNo,
      carrierName: consignment.carrierName,
      receiverName: consignment.receiver.contactName ?? consignment.receiver.name,
      senderName: consignment.senderName,
      eta: consignment.eta,
      link: `${baseUrl(deps.config)}${trackingPagePath(token)}`,
    });
    await deps.mailer.send({ kind: `receiver.${notice.kind}`, to, ...mail });
    sent += 1;
  }
  return sent;
}

/**
 * Consignments whose ETA (yesterday or the day before, Melbourne's date) passed undelivered: their receivers
 * are told once. Two days back, so a server that was down over a midnight still tells them.
 */
export async function notifyLateConsignments(deps: NotifyDeps): Promise<number> {
  const today = siteToday(deps.clock.now());
  const ids = await carrierEventStore.findLateConsignmentIds(
    deps.db,
    { from: addDays(today, -2), to: addDays(today, -1) },
    5000,
  );
  return notifyReceivers(deps, { notices: ids.map((consignmentId) => ({ consignmentId, kind: 'late' })) });
}
