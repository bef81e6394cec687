import { isoToDayNumber } from './iso-date';

export interface QuoteEvaluation {
  /** The requested slot starts before the service can arrive; the earliest start it can meet is the ETA. */
  invalidDeliveryTimeSlotStartDate?: { earliestPermittedDate: string };
}

/** The spec's quote evaluation for a delivery time slot: flagged when the slot starts before the ETA. */
export function deliveryTimeSlotEvaluation(
  slotStartDate: string | null | undefined,
  eta: string | null,
): QuoteEvaluation {
  if (!slotStartDate || !eta) return {};
  isoToDayNumber(slotStartDate);
  return slotStartDate < eta ? { invalidDeliveryTimeSlotStartDate: { earliestPermittedDate: eta } } : {};
}
