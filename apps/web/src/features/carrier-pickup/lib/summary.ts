import { carrierPickupActions, type CarrierPickup, type CarrierPickupAction } from '@freight/contracts';
import { gToKg, mm3ToM3, pickupWindowText } from '@freight/rules';

/** Spec 2 (Q03 to Q05): confirm or reject; any other value is no action at all. */
export function parseAction(value: string | null): CarrierPickupAction | undefined {
  return carrierPickupActions.find((action) => action === value);
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The summary's values as the page shows them: m³ from mm³ (DESIGN 5a), kg from grams, 12-hour times. */
export function summaryValues(pickup: CarrierPickup) {
  const { sender } = pickup;
  const place = [sender.line1, `${sender.locality} ${sender.subdivision} ${sender.postcode}`]
    .filter(Boolean)
    .join(', ');
  return {
    from: `${sender.name}, ${place}`,
    carrierAccount: pickup.carrierChargeAccount,
    carrierService: `${pickup.carrierName} | ${pickup.serviceName}`,
    pickupDate: dayFormat.format(new Date(`${pickup.pickupDate}T00:00:00Z`)),
    pickupWindow: pickupWindowText(pickup.pickupWindow),
    totalVolume: mm3ToM3(pickup.totalVolume).toFixed(3),
    totalWeight: gToKg(pickup.totalWeight).toFixed(1),
    totalItems: String(pickup.totalItems),
  };
}
