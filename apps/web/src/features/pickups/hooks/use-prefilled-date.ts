import { CONSIGNMENT_MAX_PAGE_SIZE } from '@freight/contracts';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { usePrefilledConsignments } from '../api/prefilled-consignments';
import { prefilledPickupDate } from '../lib/prefill-date';
import type { PickupForm, PickupFormValues } from '../lib/pickup-form';

/**
 * A pickup made from consignments starts on the day they are dispatched rather than today: set once when they
 * load, and only while the user has left the date as it started. `start` is the form as it started (its date the
 * site's today); null (a clone) keeps the date it came with.
 */
export function usePrefilledDate(
  form: UseFormReturn<PickupForm, unknown, PickupFormValues>,
  siteId: string,
  consignmentIds: readonly string[],
  start: PickupForm | null,
): void {
  // the same query as the sender's, so the consignments are read once
  const ids = start ? consignmentIds.slice(0, CONSIGNMENT_MAX_PAGE_SIZE) : [];
  const listed = usePrefilledConsignments(siteId, ids);
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !start || !listed.data) return;
    applied.current = true;
    const date = prefilledPickupDate(listed.data, start.pickupDate);
    if (!date || form.getValues('pickupDate') !== start.pickupDate) return;
    form.setValue('pickupDate', date, { shouldDirty: true, shouldValidate: true });
  }, [form, listed.data, start]);
}
