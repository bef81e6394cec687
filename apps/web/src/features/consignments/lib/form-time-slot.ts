import { daysBetween } from '@freight/contracts';
import type { DeliveryTimeSlot } from '@freight/contracts';
import { z } from 'zod';
import { emptyTimeSlot } from './form-defaults';
import type { ConsignmentFormValues, TimeSlotForm } from './form-schema';

/** Spec 5 (M31): recurrences are the days between the first and the second chosen date. */
export function recurrencesBetween(startDate: string, endDate: string): number {
  return Math.max(0, daysBetween(startDate, endDate));
}

/** Spec 3 (M61): the receiver's delivery time slot, or null when none is asked for. */
export function timeSlotToWire(slot: ConsignmentFormValues['timeSlot']): DeliveryTimeSlot | null {
  if (!slot.enabled) return null;
  return {
    startDate: slot.startDate,
    endDate: slot.endDate,
    startTime: slot.startTime,
    endTime: slot.endTime,
    timeZone: slot.timeZone,
    recurrences: recurrencesBetween(slot.startDate, slot.endDate),
  };
}

const savedSlotSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
});

/** A saved slot (the wire keeps it as a record) back in the form; anything unreadable is no slot. */
export function timeSlotToForm(saved: unknown): TimeSlotForm {
  const parsed = savedSlotSchema.safeParse(saved);
  return parsed.success ? { enabled: true, ...parsed.data } : emptyTimeSlot();
}
