/**
 * Spec 3: every agreed service of the pickup's site, evaluated for it now. Booked consignments are collected by
 * the carrier they are booked with: a pickup of consignments offers only those carriers' services.
 */
import type { PickupService } from '@freight/contracts';
import { earliestPickupDate, evaluatePickupService, isSelectable } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { loadPickupServices, type AgreedPickupService, type KeptPickupTerms } from '../carriers';
import { loadConsignmentsForPickup } from '../consignments';
import { isPartialDestination, type BookedConsignment } from './pickup-input';
import type { PickupRow } from './pickups.repository';

type Evaluated = Pick<
  PickupRow,
  | 'siteId'
  | 'pickupDate'
  | 'windowStartsAt'
  | 'durationMinutes'
  | 'senderTimeZone'
  | 'sender'
  | 'freight'
  | 'hasDangerousGoods'
  | 'consignmentIds'
>;

export interface EvaluatedService {
  wire: PickupService;
  agreed: AgreedPickupService;
}

/** The pickup's consignments still on its site, read once per request for everything that names them. */
export async function bookedConsignments(
  db: DbOrTx,
  pickup: Pick<PickupRow, 'siteId' | 'consignmentIds'>,
): Promise<BookedConsignment[]> {
  if (pickup.consignmentIds.length === 0) return [];
  const found = await loadConsignmentsForPickup(db, pickup.siteId, pickup.consignmentIds);
  return found.map(({ id, consignmentNo, receiverName, carrierId }) => ({
    id,
    consignmentNo,
    receiverName,
    carrierId,
  }));
}

/** What the services offered are read with: the pickup's place, zones and the date its lanes and rates are read on. */
function termsQuery(pickup: Evaluated, now: Date) {
  const destinationZones = pickup.freight
    .filter((line) => line.destination !== null)
    // a destination no zone was found for is one no lane reaches
    .map((line) => line.destinationZone ?? '?');
  // a day gone by (a pickup saved before it) is late whatever else: its lanes and rates are read as of today,
  // so the one reason given for the date is that it is too late, not the rate cards of that day
  const today = earliestPickupDate(now, pickup.senderTimeZone);
  return {
    siteId: pickup.siteId,
    pickupDate: pickup.pickupDate < today ? today : pickup.pickupDate,
    zone: pickup.sender.chargeZone,
    destinationZones,
  };
}

/**
 * The site's agreed services with their terms for the pickup, from `kept` when given (the pickup view: the same
 * answer as the database's while nothing they are read from has changed).
 */
export function servicesForPickup(
  db: DbOrTx,
  pickup: Evaluated,
  now: Date,
  kept?: KeptPickupTerms,
): Promise<readonly AgreedPickupService[]> {
  const query = termsQuery(pickup, now);
  return kept ? kept.load(db, query, now) : loadPickupServices(db, query);
}

export async function evaluateServices(
  db: DbOrTx,
  pickup: Evaluated,
  booked: readonly Pick<BookedConsignment, 'carrierId'>[],
  now: Date,
): Promise<EvaluatedService[]> {
  return evaluateLoaded(pickup, await servicesForPickup(db, pickup, now), booked, now);
}

/**
 * Each service offered for the pickup, evaluated at `now`: of its consignments' carriers only, when it collects
 * consignments.
 */
export function evaluateLoaded(
  pickup: Evaluated,
  services: readonly AgreedPickupService[],
  booked: readonly Pick<BookedConsignment, 'carrierId'>[],
  now: Date,
): EvaluatedService[] {
  const carriers =
    pickup.consignmentIds.length > 0 ? new Set(booked.map((consignment) => consignment.carrierId)) : null;
  const facts = {
    pickupDate: pickup.pickupDate,
    windowStart: pickup.windowStartsAt,
    durationMinutes: pickup.durationMinutes,
    timeZone: pickup.senderTimeZone,
    packagingTypes: [...new Set(pickup.freight.map((line) => line.packagingType))],
    hasDangerousGoods: pickup.hasDangerousGoods,
    hasPartialDestination: pickup.freight.some(isPartialDestination),
  };
  const offered = carriers ? services.filter((agreed) => carriers.has(agreed.carrierId)) : services;
  return offered.map((agreed) => {
    const evaluation = evaluatePickupService(agreed.terms, facts, now);
    return {
      agreed,
      wire: {
        agreedServiceId: String(agreed.agreedServiceId),
        serviceId: String(agreed.carrierServiceId),
        carrierId: String(agreed.carrierId),
        name: agreed.name,
        carrierName: agreed.carrierName,
        carrierChargeAccount: agreed.carrierChargeAccount,
        pickupBookingCutoff: agreed.terms.pickupBookingCutoff,
        pickupCutoff: agreed.terms.pickupCutoff,
        pickupWindowMinimum: agreed.terms.pickupWindowMinimumMinutes,
        evaluation,
        selectable: isSelectable(evaluation),
      },
    };
  });
}
