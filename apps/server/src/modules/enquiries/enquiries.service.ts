/** Spec 3, 7: enquiries a shipper lodges about a consignment, e-mailed to the provider's support. */
import { enquirySubject, trackingEventLabels, type Enquiry, type EnquiryReason } from '@freight/contracts';
import { formatEventTime } from '@freight/rules';
import type { Config } from '../../config/env';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { currentUser } from '../auth';
import { findTrackingEvents, requireConsignment } from '../consignments';
import { consignmentLink } from './enquiry-link';
import { enquiryMailText } from './enquiry-mail';
import * as repo from './enquiries.repository';
import type { EnquiryRow } from './enquiries.repository';

export interface EnquiryDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  /** The app's own address, on which support receives the consignment's link. */
  appUrl: string;
}

export interface LodgeEnquiryInput {
  reason: EnquiryReason;
  description: string | null;
  consignment: { id: number; link: string };
}

/** How many of the carrier's latest events the support e-mail quotes. */
const EVENTS_IN_MAIL = 5;

export function enquiryToWire(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    type: 'consignment',
    reason: row.reason,
    subject: row.subject,
    description: row.description,
    consignment: { id: String(row.consignmentId), link: row.link },
    createdAt: row.createdAt.toISOString(),
    user: { id: row.userId, fullName: row.userFullName, email: row.userEmail },
  };
}

/**
 * Spec 7 (S05): lodges an enquiry about a consignment the user can see. A suspended or offboarded site may still
 * lodge one (spec 4 prevents creating consignments, not asking about them). Support receives it by e-mail with
 * the consignment's link and the carrier's latest events.
 */
export async function lodgeEnquiry(deps: EnquiryDeps, userId: string, input: LodgeEnquiryInput) {
  const { row: consignment, site } = await requireConsignment(deps.db, userId, input.consignment.id);
  const user = await currentUser(deps, userId);
  const link = consignmentLink(input.consignment.link, consignment.id, deps.appUrl);
  const subject = enquirySubject(input.reason, consignment.consignmentNo);
  const enquiry = await repo.insertEnquiry(deps.db, {
    consignmentId: consignment.id,
    siteId: consignment.siteId,
    reason: input.reason,
    subject,
    description: input.description,
    link,
    userId,
    userFullName: user.fullName,
    userEmail: user.email,
    createdAt: deps.clock.now(),
  });
  const events = await findTrackingEvents(deps.db, consignment.id);
  const timeZone = consignment.receiver.address.timeZone;
  await deps.mailer.send({
    kind: 'enquiry',
    to: deps.config.helpContact.email,
    subject,
    text: enquiryMailText({
      subject,
      reason: input.reason,
      description: input.description,
      link,
      consignmentNo: consignment.consignmentNo,
      carrierName: consignment.carrierName,
      siteName: site.siteName,
      organisationName: site.organisationName,
      user: { fullName: user.fullName, email: user.email },
      latestEvents: events
        .slice(-EVENTS_IN_MAIL)
        .reverse()
        .map(
          (event) =>
            `${formatEventTime(event.occurredAt, timeZone)}: ${trackingEventLabels[event.type]}` +
            `${event.description ? `, ${event.description}` : ''}${event.location ? ` (${event.location})` : ''}`,
        ),
    }),
  });
  return enquiryToWire(enquiry);
}

/** Spec 7 (S04): the enquiries of a consignment the user can see, newest first. */
export async function listEnquiries(db: Db, userId: string, consignmentId: number): Promise<Enquiry[]> {
  const { row } = await requireConsignment(db, userId, consignmentId);
  return (await repo.findEnquiriesOfConsignment(db, row.id)).map(enquiryToWire);
}
