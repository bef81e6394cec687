import { dayText } from '../day-text';
import { chargeableWeight } from './chargeable-weight';
import { effectiveOn } from './effective-dates';
import { estimateArrival } from './eta';
import { freightCharge } from './freight';
import { isoToDayNumber } from './iso-date';
import { fuelLevyLine, surchargeLines } from './surcharges';
import { quoteCost } from './totals';
import type { CannotPriceCode, RatingContext, RatingService, ServiceRating, Shipment } from './types';
import { findLane, normaliseZone } from './zones';

const cannotPrice = (serviceId: string, code: CannotPriceCode, message: string): ServiceRating => ({
  ok: false,
  serviceId,
  reason: { code, message },
});

/**
 * Prices one service for a shipment: lane from the rate card in effect on the dispatch date, chargeable
 * weight, freight, fuel levy and surcharges, GST, and the ETA. A shipment the service cannot price gives
 * a reason instead of a price; malformed numbers (negative grams, a fifth decimal) throw RangeError.
 */
export function rateService(
  service: RatingService,
  shipment: Shipment,
  context: RatingContext,
): ServiceRating {
  const { id } = service;
  const { dispatchDate } = shipment;
  isoToDayNumber(dispatchDate);
  if (shipment.lineItems.length === 0) return cannotPrice(id, 'noLineItems', 'Add at least one line item.');
  const from = shipment.sender.chargeZone ? normaliseZone(shipment.sender.chargeZone) : '';
  const to = shipment.receiver.chargeZone ? normaliseZone(shipment.receiver.chargeZone) : '';
  if (!from || !to) {
    const party = from ? 'receiver' : 'sender';
    return cannotPrice(id, 'missingChargeZone', `No rates are set for the ${party}'s suburb.`);
  }
  const card = effectiveOn(service.rateCards, dispatchDate);
  if (!card)
    return cannotPrice(
      id,
      'noRateCard',
      `This service has no rates for a dispatch on ${dayText(dispatchDate)}.`,
    );
  const match = findLane(card, from, to);
  // the codes of the zones are the rate card's, not words a shipper knows
  if (!match)
    return cannotPrice(
      id,
      'noLane',
      "This service does not run between the sender's and the receiver's areas.",
    );

  const { lane } = match;
  const factor = lane.cubicConversionKgPerM3 ?? card.cubicConversionKgPerM3 ?? service.cubicConversionKgPerM3;
  const weight = chargeableWeight(shipment.lineItems, factor);
  const freight = freightCharge(lane, weight.totalKg);
  const levy = effectiveOn(service.fuelLevies, dispatchDate);
  const fuel = levy ? fuelLevyLine(freight.freightCents, levy.percent) : null;
  const cost = quoteCost(freight.freightCents, [
    ...(fuel ? [fuel] : []),
    ...surchargeLines(shipment, service.surcharges),
  ]);
  const eta = estimateArrival({
    dispatchDate,
    transitBusinessDays: lane.transitBusinessDays,
    receiverState: shipment.receiver.state,
    holidays: context.holidays,
  });
  return {
    ok: true,
    serviceId: id,
    cost,
    eta: eta.date,
    etaTimeZone: eta.timeZone,
    detail: {
      rateCardEffectiveFrom: card.effectiveFrom,
      lane: {
        fromZone: normaliseZone(lane.fromZone),
        toZone: normaliseZone(lane.toZone),
        reversed: match.reversed,
      },
      cubicConversionKgPerM3: factor,
      lineChargeableKg: weight.lineKg,
      chargeableKg: weight.totalKg,
      basicCents: freight.basicCents,
      ratePerKgCents: freight.ratePerKgCents,
      weightChargeCents: freight.weightChargeCents,
      minimumCents: freight.minimumCents,
      minimumApplied: freight.minimumApplied,
      fuelLevyPercent: levy ? levy.percent : null,
      transitBusinessDays: lane.transitBusinessDays,
    },
  };
}
