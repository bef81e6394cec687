/** Spec 3: every agreed service of the pickup's site, evaluated for it now. */
import type { PickupService } from '@freight/contracts';
import { evaluatePickupService, isSelectable } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { loadPickupServices, type AgreedPickupService } from '../carriers';
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
>;

export interface EvaluatedService {
  wire: PickupService;
  agreed: AgreedPickupService;
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
  const services = await loadPickupServices(db, {
    siteId: pickup.siteId,
    pickupDate: pickup.pickupDate,
    zone: pickup.sender.chargeZone,
    destinationZones,
  });
  const facts = {
    pickupDate: pickup.pickupDate,
    windowStart: pickup.windowStartsAt,
    durationMinutes: pickup.durationMinutes,
    timeZone: pickup.senderTimeZone,
    packagingTypes: [...new Set(pickup.freight.map((line) => line.packagingType))],
    hasDangerousGoods: pickup.hasDangerousGoods,
    hasPartialDestination: pickup.freight.some(isPartialDestination),
  };
  return services.map((agreed) => {
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
