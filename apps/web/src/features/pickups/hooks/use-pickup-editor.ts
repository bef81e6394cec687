import type { MovementType, Pickup, Site } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { earliestPickupDate } from '@freight/rules';
import { useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { useAppForm } from '../../../shared/ui/form';
import { applyServerErrors } from '../../../shared/ui/form/server-errors';
import { useAddress } from '../../../shared/api/get-address';
import { pickupKeys } from '../api/keys';
import { savePickup } from '../api/save-pickup';
import { usePrefilledDate } from './use-prefilled-date';
import { usePrefilledSender } from './use-prefilled-sender';
import {
  defaultPickupForm,
  pickupFormSchemaFrom,
  pickupToAttributes,
  senderTimeZone,
  type PickupForm,
} from '../lib/pickup-form';

const serverFields: FieldPath<PickupForm>[] = ['pickupDate', 'reference', 'pickupInstructions', 'senderName'];

/** Spec 4: the pickup is saved (created, then updated) to evaluate the services; then one is requested. */
export function usePickupEditor(
  type: MovementType,
  site: Site,
  consignmentIds: string[],
  initial?: PickupForm,
) {
  // the first date the form takes is the sender's today, asked when it checks: the place and the clock move
  const earliest = useRef<() => string | undefined>(() => undefined);
  const [schema] = useState(() => pickupFormSchemaFrom(() => earliest.current()));
  const [start] = useState(() => initial ?? defaultPickupForm(type, site, consignmentIds));
  const form = useAppForm(schema, start);
  // a clone keeps the sender it came with
  const senderNote = usePrefilledSender(form, site, consignmentIds, initial ? null : start);
  usePrefilledDate(form, site.id, consignmentIds, initial ? null : start);
  const [pickup, setPickup] = useState<Pickup | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (attributes: Parameters<typeof savePickup>[1]) => savePickup(pickup?.id ?? null, attributes),
    onSuccess: (saved) => {
      setPickup(saved);
      setProblems([]);
      // the pickup is kept from its first save, not requested yet: Manage pickups lists it as such straight away
      void queryClient.invalidateQueries({ queryKey: pickupKeys.lists() });
    },
    onError: (error) => {
      const unplaced = applyServerErrors(error, serverFields, form.setError);
      const validation = error instanceof ApiRequestError && error.kind === 'validation';
      setProblems(validation ? unplaced : [displayMessageFor(error)]);
    },
  });
  // the site's own address: a pickup from the site uses its time zone
  const siteAddress = useAddress(site.addressId);
  earliest.current = () =>
    earliestPickupDate(new Date(), senderTimeZone(form.getValues(), siteAddress.data?.timeZone));
  const findServices = form.handleSubmit((values) =>
    save.mutate(pickupToAttributes(values, site, siteAddress.data?.timeZone, pickup)),
  );
  return { form, pickup, problems, saving: save.isPending, findServices, senderNote };
}
