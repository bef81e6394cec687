import { carrierPickupActions, type CarrierPickup, type CarrierPickupAction } from '@freight/contracts';
import { carrierBarService, gToKg, mm3ToM3, pickupWindowText } from '@freight/rules';
import { formatWeekday } from '../../../shared/lib/display-format';

/** Spec 2 (Q03 to Q05): confirm or reject; any other value is no action at all. */
export function parseAction(value: string | null): CarrierPickupAction | undefined {
  return carrierPickupActions.find((action) => action === value);
}

/** The summary's values as the page shows them: m³ from mm³ (DESIGN 5a), kg from grams, 12-hour times. */
export function summaryValues(pickup: CarrierPickup) {
  const { sender } = pickup;
  const place = [sender.line1, `${sender.locality} ${sender.subdivision} ${sender.postcode}`]
    .filter(Boolean)
    .join(', ');
  return {
    from: `${sender.name}, ${place}`,
    carrierAccount: pickup.carrierChargeAccount,
    carrierService: carrierBarService(pickup.carrierName, pickup.serviceName),
    pickupDate: formatWeekday(pickup.pickupDate),
    pickupWindow: pickupWindowText(pickup.pickupWindow),
    totalVolume: mm3ToM3(pickup.totalVolume).toFixed(3),
    totalWeight: gToKg(pickup.totalWeight).toFixed(1),
    totalItems: String(pickup.totalItems),
  };
}
