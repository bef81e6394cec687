/** Spec 4, 7: pickups are created, updated, then requested from a chosen agreed service. */
import {
  dangerousGoodsPresetMessages,
  errorCodes,
  pickupEvaluationReasons,
  pickupMessages,
  type Pickup,
  type PickupAttributes,
  type PickupEvaluationFlag,
} from '@freight/contracts';
import { bookingCutoffInstant, utcOffset } from '@freight/rules';
import { AppError } from '../../platform/errors/app-error';
import { startedEarly } from '../../platform/started-early';
import type { PickupDeps, RequestDeps } from './pickup-deps';
import { loadAccess } from '../../platform/tenancy/access';
import { timeZoneOfPlace } from '../addresses';
import { agreedServiceBookingCutoff } from '../carriers';
import * as quotes from '../quotes';
import { bookedConsignments, evaluateLoaded, evaluateServices, servicesForPickup } from './pickup-evaluation';
import {
  gatherFreight,
  readWindow,
  refuseFreightLines,
  resolveSender,
  type BookedConsignment,
} from './pickup-input';
import { pickupToWire } from './pickup-wire';
import { sendPickupRequest } from './pickup-request.service';
import * as repo from './pickups.repository';

export { searchPickups } from './pickup-search.service';
export { pickupReliability } from './pickup-reliability.service';

export type { PickupDeps, RequestDeps } from './pickup-deps';

const invalid = (pointer: string, detail: string) => AppError.validation([{ pointer, detail }]);

/** Everything a pickup stores from what was sent. */
async function valuesOf(deps: PickupDeps, site: quotes.QuotingSite, attributes: PickupAttributes) {
  const window = readWindow(attributes, deps.clock.now());
  const [sender, gathered] = await Promise.all([
    resolveSender(deps.db, site, attributes),
    gatherFreight(deps.db, site.siteId, attributes),
  ]);
  return {
    values: {
      type: attributes.type,
      pickupDate: attributes.pickupDate,
      windowStart: window.start,
      windowStartsAt: window.startsAt,
      windowEndsAt: window.endsAt,
      durationMinutes: window.durationMinutes,
      senderTimeZone: attributes.senderTimeZone,
      sender,
      senderName: sender.name,
      freight: gathered.freight,
      consignmentIds: gathered.consignments.map((c) => c.id),
      hasDangerousGoods: gathered.hasDangerousGoods,
      pickupInstructions: attributes.pickupInstructions,
      reference: attributes.reference,
    },
    consignments: gathered.consignments,
  };
}

/** The pickup as the API gives it; `booked` when the request has read its consignments already. */
async function toWire(deps: PickupDeps, row: repo.PickupRow, booked?: readonly BookedConsignment[]) {
  const [requests, consignments] = await Promise.all([
    repo.findRequests(deps.db, row.id),
    booked ?? bookedConsignments(deps.db, row),
  ]);
  const services = await evaluateServices(deps.db, row, consignments, deps.clock.now());
  return pickupToWire(row, { requests, services: services.map((s) => s.wire), consignments });
}

/** Typed freight with dangerous goods needs the site's feature on and the user's right there (booked consignments are already allowed). */
function assertMayTransact(site: quotes.QuotingSite, attributes: PickupAttributes) {
  if (quotes.mayTransactDangerousGoods(site)) return;
  refuseFreightLines(
    attributes,
    'dangerousGoods',
    dangerousGoodsPresetMessages.notAvailable,
    (line) => line.dangerousGoods.length > 0,
  );
}

/** Spec 7: POST v0/pickups. */
export async function createPickup(
  deps: PickupDeps,
  userId: string,
  attributes: PickupAttributes,
): Promise<Pickup> {
  const site = await quotes.requireQuotingSite(deps.db, userId, attributes.siteId);
  quotes.assertCanCreate(site);
  assertMayTransact(site, attributes);
  // one transaction, so a new address typed for the sender is kept only with the pickup it was typed for
  const { row, consignments } = await deps.db.transaction(async (tx) => {
    const { values, consignments } = await valuesOf({ ...deps, db: tx }, site, attributes);
    const now = deps.clock.now();
    const row = await repo.insertPickup(tx, {
      ...values,
      siteId: site.siteId,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    return { row, consignments };
  });
  return toWire(deps, row, consignments);
}

/** A pickup on a site the user holds; another's and an unknown id are both 404. */
async function requirePickup(deps: PickupDeps, userId: string, id: number) {
  return quotes.requireHeldRecord(deps.db, userId, await repo.findPickup(deps.db, id));
}

/** Spec 7: PUT v0/pickups/{id}. */
export async function updatePickup(
  deps: PickupDeps,
  userId: string,
  id: number,
  attributes: PickupAttributes,
): Promise<Pickup> {
  const { row, site } = await requirePickup(deps, userId, id);
  if (attributes.siteId !== row.siteId) throw invalid('/data/siteId', 'a pickup cannot move to another site');
  quotes.assertCanCreate(site);
  assertMayTransact(site, attributes);
  const { updated, consignments } = await deps.db.transaction(async (tx) => {
    const { values, consignments } = await valuesOf({ ...deps, db: tx }, site, attributes);
    const updated = await repo.updatePickup(tx, row.id, { ...values, updatedAt: deps.clock.now() });
    if (!updated) throw AppError.notFound();
    return { updated, consignments };
  });
  return toWire(deps, updated, consignments);
}

/**
 * Spec 7: GET v0/pickups/{id}. Spec 6 (P30): dangerous goods need the feature on or past use to be seen. The
 * pickup's requests, consignments and services are read beside the check that the user holds its site, and used
 * only once it has passed: another organisation's pickup is the same 404, whichever read ends first.
 */
export async function getPickup(deps: PickupDeps, userId: string, id: number): Promise<Pickup> {
  const found = await repo.findPickup(deps.db, id);
  const now = deps.clock.now();
  const reads = found && {
    requests: startedEarly(repo.findRequests(deps.db, found.id)),
    consignments: startedEarly(bookedConsignments(deps.db, found)),
    services: startedEarly(servicesForPickup(deps.db, found, now, deps.keptTerms)),
  };
  const { row, site } = await quotes.requireHeldRecord(deps.db, userId, found);
  quotes.assertMayViewDangerousGoods(site, row.hasDangerousGoods);
  if (!reads) throw AppError.notFound();
  const [requests, consignments, services] = await Promise.all([
    reads.requests,
    reads.consignments,
    reads.services,
  ]);
  const offered = evaluateLoaded(row, services, consignments, now);
  return pickupToWire(row, { requests, services: offered.map((s) => s.wire), consignments });
}

/**
 * DELETE v0/pickups/{id} (not in the spec, which names no way to end a pickup): each Find services saves a draft,
 * and one walked away from would stay in Manage pickups for good. Only a draft goes; once the carrier has been
 * asked (its links live, the consignments recording the request) the pickup stays, 409.
 */
export async function deletePickup(deps: PickupDeps, userId: string, id: number): Promise<void> {
  const { row, site } = await requirePickup(deps, userId, id);
  quotes.assertMayViewDangerousGoods(site, row.hasDangerousGoods);
  if (await repo.deleteDraftPickup(deps.db, row.id)) return;
  if (await repo.findPickup(deps.db, row.id))
    throw AppError.conflict(errorCodes.conflict, pickupMessages.requestedNotDeleted);
  throw AppError.notFound();
}

/**
 * Spec 7: POST v0/pickups/{id}/requests. The chosen service must be one of the site's and selectable now; the
 * carrier gets fresh links, and earlier links of the pickup stop working.
 */
export async function requestPickup(
  deps: RequestDeps,
  userId: string,
  id: number,
  body: { agreedServiceId: number; excludesDangerousGoods: boolean },
): Promise<Pickup> {
  return (await requestPickupWithLinks(deps, userId, id, body)).pickup;
}

/** As requestPickup, also giving the links sent (for the demo world and support staff; tokens are kept hashed). */
export async function requestPickupWithLinks(
  deps: RequestDeps,
  userId: string,
  id: number,
  body: { agreedServiceId: number; excludesDangerousGoods: boolean },
): Promise<{ pickup: Pickup; links: { confirm: string; reject: string } }> {
  const { row, site } = await requirePickup(deps, userId, id);
  quotes.assertCanCreate(site);
  quotes.assertMayViewDangerousGoods(site, row.hasDangerousGoods);
  if (row.hasDangerousGoods && body.excludesDangerousGoods)
    throw invalid(
      '/data/dangerousGoodsDeclaration/excludesDangerousGoods',
      pickupMessages.declaresNoDangerousGoods,
    );
  const booked = await bookedConsignments(deps.db, row);
  const services = await evaluateServices(deps.db, row, booked, deps.clock.now());
  const chosen = services.find((s) => s.agreed.agreedServiceId === body.agreedServiceId);
  if (!chosen)
    throw invalid(
      '/data/service/agreedServiceId',
      row.consignmentIds.length > 0
        ? pickupMessages.serviceNotOfConsignmentsCarrier
        : pickupMessages.serviceNotAgreed,
    );
  if (!chosen.wire.selectable) {
    const reasons = (Object.keys(chosen.wire.evaluation) as PickupEvaluationFlag[]).map(
      (flag) => pickupEvaluationReasons[flag],
    );
    throw invalid(
      '/data/service/agreedServiceId',
      `${pickupMessages.serviceNotSelectable}: ${reasons.join(' ')}`,
    );
  }
  const { row: updated, links } = await sendPickupRequest(deps, row, chosen, booked, {
    excludesDangerousGoods: body.excludesDangerousGoods,
  });
  return { pickup: await toWire(deps, updated, booked), links };
}

/** Spec 7: POST v0/pickup-service. The instant bookings close for the date at the sender's place, or null (204). */
export async function pickupBookingCutoff(
  deps: PickupDeps,
  userId: string,
  input: { agreedServiceId: number; pickupDate: string; from: { postcode: string; subdivision: string } },
): Promise<string | null> {
  const siteId = await siteOfAgreedService(deps, userId, input.agreedServiceId);
  const cutoff = await agreedServiceBookingCutoff(deps.db, siteId, input.agreedServiceId);
  if (cutoff === undefined) throw invalid('/agreedServiceId', pickupMessages.serviceNotAgreed);
  if (cutoff === null) return null;
  const timeZone = timeZoneOfPlace(input.from.subdivision, input.from.postcode);
  if (!timeZone) throw invalid('/from/subdivision', pickupMessages.timeZone);
  const instant = bookingCutoffInstant({ pickupBookingCutoff: cutoff }, input.pickupDate, timeZone);
  if (!instant) return null;
  return `${input.pickupDate}T${cutoff}:00${utcOffset(timeZone, instant)}`;
}

/** The user's site that has the agreed service; one the user cannot see is not found. */
async function siteOfAgreedService(
  deps: PickupDeps,
  userId: string,
  agreedServiceId: number,
): Promise<number> {
  const access = await loadAccess(deps.db, userId);
  for (const siteId of access.siteIds) {
    if ((await agreedServiceBookingCutoff(deps.db, siteId, agreedServiceId)) !== undefined) return siteId;
  }
  throw invalid('/agreedServiceId', pickupMessages.serviceNotAgreed);
}
