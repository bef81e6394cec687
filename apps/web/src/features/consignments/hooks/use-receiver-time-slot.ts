import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { partyTimeZone } from '../lib/form-parties';
import type { ConsignmentForm, ConsignmentFormValues } from '../lib/form-schema';

/** The zone a delivery time slot's times are in: the receiver's own, once known. */
export function slotTimeZone(receiver: ConsignmentFormValues['receiver']): string {
  return partyTimeZone(receiver) ?? 'Australia/Melbourne';
}

/**
 * A receiver picked from the address book that takes deliveries only in a booked time slot turns the slot on, so
 * the booking does not go without one; a slot the user turns off afterwards stays off. Returns the name of such a
 * receiver, for the section to say why, or null.
 */
export function useReceiverTimeSlot(): string | null {
  const { getValues, setValue } = useFormContext<ConsignmentForm>();
  const receiver = useWatch<ConsignmentForm, 'receiver'>({ name: 'receiver' });
  const entry = receiver.mode === 'entry' ? receiver.entry : null;
  const requiring = entry?.requiresDeliveryTimeSlot ? entry : null;
  // only a pick made here: an entry the form opened with (an edit, an estimate) keeps the slot as it was saved
  const seen = useRef(entry?.id ?? null);
  useEffect(() => {
    const id = entry?.id ?? null;
    if (id === seen.current) return;
    seen.current = id;
    if (!requiring || getValues('timeSlot.enabled')) return;
    setValue('timeSlot.timeZone', slotTimeZone(getValues('receiver') as ConsignmentFormValues['receiver']));
    setValue('timeSlot.enabled', true, { shouldDirty: true });
  }, [entry, requiring, getValues, setValue]);
  return requiring?.name ?? null;
}
