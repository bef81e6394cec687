/** A pickup request to the carrier: fresh tokenised links by e-mail, the earlier links superseded. */
import { PICKUP_LINK_DAYS, type CarrierPickup } from '@freight/contracts';
import {
  carrierBarService,
  addDays,
  dangerousGoodsText,
  formatTimeRange,
  pickupWindowText,
  weekdayDayText,
  zonedInstant,
} from '@freight/rules';
import { hashToken, randomToken } from '../../platform/security/tokens';
import { AppError } from '../../platform/errors/app-error';
import { carrierPickupContact } from '../carriers';
import { recordPickupRequest } from '../consignments';
import type { EvaluatedService } from './pickup-evaluation';
import type { BookedConsignment } from './pickup-input';
import { closeTimeOf, totalsOf } from './pickup-wire';
import type { RequestDeps } from './pickup-deps';
import * as repo from './pickups.repository';

/** What the carrier's page shows: where and when, how much, under which account; no receivers, no prices. */
export function carrierSummaryOf(
  row: repo.PickupRow,
  chosen: EvaluatedService,
): Omit<CarrierPickup, 'confirmation' | 'rejection'> {
  const place = row.sender.address ?? null;
  const locality = row.sender.locality;
  const totals = totalsOf(row.freight);
  return {
    carrierName: chosen.agreed.carrierName,
    carrierChargeAccount: chosen.agreed.carrierChargeAccount,
    serviceName: chosen.agreed.serviceName,
    pickupDate: row.pickupDate,
    pickupWindow: formatTimeRange({ start: row.windowStart, durationMinutes: row.durationMinutes }),
    pickupCloseTime: closeTimeOf(row.windowStart, row.durationMinutes),
    reference: row.reference,
    sender: {
      name: row.sender.name,
      line1: place ? [place.line1, place.line2].filter(Boolean).join(', ') : null,
      locality: place?.locality ?? locality?.suburb ?? '',
      subdivision: place?.subdivision ?? locality?.state ?? '',
      postcode: place?.postcode ?? locality?.postcode ?? '',
    },
    totalItems: totals.items,
    totalVolume: totals.volume,
    totalWeight: totals.weight,
  };
}

/** Links stop working a week after the pickup date, at midnight where the freight is collected. */
export const linkExpiry = (row: Pick<repo.PickupRow, 'pickupDate' | 'senderTimeZone'>): Date =>
  zonedInstant(addDays(row.pickupDate, PICKUP_LINK_DAYS), '00:00', row.senderTimeZone);

/**
 * What the driver needs beyond the carrier's page: whom to ask for on site, the booked consignments, and the
 * dangerous goods the sender declared (null: it declared there are none).
 */
interface MailExtras {
  instructions: string | null;
  contact: { name: string | null; phone: string | null };
  consignmentNumbers: string[];
  dangerousGoods: string[] | null;
}

/** Each dangerous goods entry of the freight once, as a carrier reads it. */
const dangerousGoodsOf = (freight: repo.PickupRow['freight']): string[] => [
  ...new Set(freight.flatMap((line) => line.dangerousGoods.map(dangerousGoodsText))),
];

function mailText(
  summary: ReturnType<typeof carrierSummaryOf>,
  links: { confirm: string; reject: string },
  { instructions, contact, consignmentNumbers, dangerousGoods }: MailExtras,
) {
  const { sender } = summary;
  const contactLine = [contact.name, contact.phone].filter(Boolean).join(', ');
  return [
    `${sender.name} asks ${summary.carrierName} to collect freight.`,
    '',
    `From: ${sender.name}, ${[sender.line1, sender.locality, sender.subdivision, sender.postcode].filter(Boolean).join(' ')}`,
    `Carrier account: ${summary.carrierChargeAccount}`,
    `Carrier | Service: ${carrierBarService(summary.carrierName, summary.serviceName)}`,
    `Pickup date: ${weekdayDayText(summary.pickupDate)}`,
    `Pickup window: ${pickupWindowText(summary.pickupWindow)}`,
    `Total volume (m³): ${(summary.totalVolume / 1e9).toFixed(3)}`,
    `Total weight (kg): ${(summary.totalWeight / 1000).toFixed(1)}`,
    `Total items: ${summary.totalItems}`,
    ...(summary.reference ? [`Reference: ${summary.reference}`] : []),
    ...(contactLine ? [`Contact on site: ${contactLine}`] : []),
    ...(consignmentNumbers.length > 0 ? [`Consignments: ${consignmentNumbers.join(', ')}`] : []),
    ...(dangerousGoods === null
      ? ['Dangerous goods: none, as the sender declares']
      : dangerousGoods.length === 0
        ? ['Dangerous goods: not excluded by the sender, though no line lists any']
        : ['Dangerous goods: yes, as the sender declares', ...dangerousGoods.map((entry) => `  ${entry}`)]),
    ...(instructions ? [`Instructions: ${instructions}`] : []),
    '',
    `Confirm the pickup: ${links.confirm}`,
    `Reject the pickup: ${links.reject}`,
    '',
    'These links work until a week after the pickup date.',
  ].join('\n');
}

export async function sendPickupRequest(
  deps: RequestDeps,
  row: repo.PickupRow,
  chosen: EvaluatedService,
  booked: readonly Pick<BookedConsignment, 'consignmentNo'>[],
  declaration: { excludesDangerousGoods: boolean },
): Promise<{ row: repo.PickupRow; links: { confirm: string; reject: string } }> {
  const contact = await carrierPickupContact(deps.db, chosen.agreed.carrierId);
  if (!contact)
    throw AppError.validation([
      { pointer: '/data/service/agreedServiceId', detail: 'this carrier takes no pickup requests' },
    ]);
  const token = randomToken();
  const now = deps.clock.now();
  const summary = carrierSummaryOf(row, chosen);
  const { updated, request } = await deps.db.transaction(async (tx) => {
    await repo.supersedeRequests(tx, row.id, now);
    const request = await repo.insertRequest(tx, {
      pickupId: row.id,
      siteId: row.siteId,
      agreedServiceId: chosen.agreed.agreedServiceId,
      tokenHash: hashToken(token),
      expiresAt: linkExpiry(row),
      windowStartsAt: row.windowStartsAt,
      summary,
      createdAt: now,
      updatedAt: now,
    });
    const updated = await repo.updatePickup(tx, row.id, {
      status: 'requested',
      agreedServiceId: chosen.agreed.agreedServiceId,
      service: chosen.wire,
      dangerousGoodsDeclaration: declaration,
      updatedAt: now,
    });
    if (!updated) throw AppError.notFound();
    await recordPickupRequest(tx, row.consignmentIds, {
      requestId: request.id,
      pickupId: String(row.id),
      status: 'requested',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    return { updated, request };
  });
  const link = (action: 'confirm' | 'reject') =>
    `${deps.baseUrl}/carrier-pickup?action=${action}&token=${encodeURIComponent(token)}`;
  const links = { confirm: link('confirm'), reject: link('reject') };
  await deps.mailer.send({
    kind: 'pickup-request',
    to: contact.email,
    subject: `Pickup request ${request.id.slice(0, 8)}: ${summary.sender.name}, ${summary.pickupDate}`,
    text: mailText(summary, links, {
      instructions: row.pickupInstructions,
      contact: row.sender.contact,
      consignmentNumbers: booked.map((consignment) => consignment.consignmentNo),
      dangerousGoods: declaration.excludesDangerousGoods ? null : dangerousGoodsOf(row.freight),
    }),
  });
  return { row: updated, links };
}
