import { pickupEndpoints } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pickupKeys } from './keys';

/** DELETE v0/pickups/{id}: a pickup not yet requested (a draft). */
export const deletePickup = (id: string): Promise<void> =>
  callEndpoint(pickupEndpoints.delete, { params: { id } }).then(() => undefined);

export function useDeletePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePickup,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: pickupKeys.pickup(id) });
      void queryClient.invalidateQueries({ queryKey: pickupKeys.lists() });
    },
  });
}
