/**
 * Spec 3: every agreed service of the pickup's site, evaluated for it now. Booked consignments are collected by
 * the carrier they are booked with: a pickup of consignments offers only that carrier's services.
 */
import type { PickupService } from '@freight/contracts';
import { evaluatePickupService, isSelectable } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { loadPickupServices, type AgreedPickupService } from '../carriers';
import { loadConsignmentsForPickup } from '../consignments';
import { isPartialDestination } from './pickup-input';
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

/** The carriers the pickup's consignments are booked with; null when it has none. */
async function carriersOfConsignments(
  db: DbOrTx,
  pickup: Pick<Evaluated, 'siteId' | 'consignmentIds'>,
): Promise<Set<number> | null> {
  if (pickup.consignmentIds.length === 0) return null;
  const booked = await loadConsignmentsForPickup(db, pickup.siteId, pickup.consignmentIds);
  return new Set(booked.map((consignment) => consignment.carrierId));
}

export async function evaluateServices(
  db: DbOrTx,
  pickup: Evaluated,
  now: Date,
): Promise<EvaluatedService[]> {
  const destinationZones = pickup.freight
    .filter((line) => line.destination !== null)
    // a destination no zone was found for is one no lane reaches
    .map((line) => line.destinationZone ?? '?');
  const [services, carriers] = await Promise.all([
    loadPickupServices(db, {
      siteId: pickup.siteId,
      pickupDate: pickup.pickupDate,
      zone: pickup.sender.chargeZone,
      destinationZones,
    }),
    carriersOfConsignments(db, pickup),
  ]);
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
