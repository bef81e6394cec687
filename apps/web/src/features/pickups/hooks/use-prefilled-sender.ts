import { CONSIGNMENT_MAX_PAGE_SIZE } from '@freight/contracts';
import type { Site } from '@freight/contracts';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { usePrefilledConsignments, usePrefilledSenderConsignment } from '../api/prefilled-consignments';
import type { PickupForm, PickupFormValues } from '../lib/pickup-form';
import {
  differentSendersNote,
  oneSender,
  senderFields,
  senderFromParty,
  senderUntouched,
} from '../lib/prefill-sender';

/**
 * A pickup made from consignments starts from where they are collected: their sender, set once when they load,
 * and only while the user has left the sender as it started. Senders that differ are left for the user, with a
 * note saying so. `start` is the form as it started; null (a clone) keeps the sender it came with.
 */
export function usePrefilledSender(
  form: UseFormReturn<PickupForm, unknown, PickupFormValues>,
  site: Pick<Site, 'id' | 'addressId'>,
  consignmentIds: readonly string[],
  start: PickupForm | null,
): string | null {
  const ids = start ? consignmentIds.slice(0, CONSIGNMENT_MAX_PAGE_SIZE) : [];
  const listed = usePrefilledConsignments(site.id, ids);
  const shared = listed.data && oneSender(listed.data) ? (listed.data[0]?.id ?? null) : null;
  const whole = usePrefilledSenderConsignment(shared);
  const applied = useRef(false);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (applied.current || !start || !listed.data) return;
    if (shared === null) {
      applied.current = true;
      if (listed.data.length > 1) setNote(differentSendersNote);
      return;
    }
    if (!whole.data) return;
    applied.current = true;
    const fields = senderFromParty(whole.data.sender, site);
    if (!fields || !senderUntouched(form.getValues(), start)) return;
    for (const key of senderFields) form.setValue(key, fields[key], { shouldDirty: true });
  }, [form, listed.data, shared, site, start, whole.data]);
  return note;
}
