import {
  dangerousGoodsPresetMessages,
  quoteMessages,
  type DeliveryTimeSlot,
  type LineItem,
} from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { mayTransactDangerousGoods, type QuotingSite } from './site-rules';

/**
 * The site's rules on a shipment, each broken one a 422 with its pointer: packaging types the site uses,
 * dangerous goods only with the feature and the user's right (spec 6), time slots only with the site flag.
 */
export function checkShipmentRules(
  site: QuotingSite,
  input: { lineItems: readonly LineItem[]; deliveryTimeSlot: DeliveryTimeSlot | null },
  base: string,
): void {
  const errors: { pointer: string; detail: string }[] = [];
  const packaging = new Set<string>(site.packagingTypes);
  const dangerousGoods = mayTransactDangerousGoods(site);
  input.lineItems.forEach((item, index) => {
    if (!packaging.has(item.packagingType))
      errors.push({
        pointer: `${base}/lineItems/${index}/packagingType`,
        detail: quoteMessages.packagingTypeNotOnSite,
      });
    if (item.dangerousGoods.length > 0 && !dangerousGoods)
      errors.push({
        pointer: `${base}/lineItems/${index}/dangerousGoods`,
        detail: dangerousGoodsPresetMessages.notAvailable,
      });
  });
  if (input.deliveryTimeSlot && !site.deliveryTimeSlotsEnabled)
    errors.push({ pointer: `${base}/deliveryTimeSlot`, detail: quoteMessages.deliveryTimeSlotsDisabled });
  if (errors.length > 0) throw AppError.validation(errors);
}
