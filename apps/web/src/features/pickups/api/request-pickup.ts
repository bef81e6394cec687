import { pickupEndpoints } from '@freight/contracts';
import type { Pickup } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pickupKeys } from './keys';

/** Spec 7: POST v0/pickups/{id}/requests with the chosen agreed service and the dangerous goods declaration. */
export const requestPickup = ({
  id,
  agreedServiceId,
  excludesDangerousGoods,
}: {
  id: string;
  agreedServiceId: string;
  excludesDangerousGoods: boolean;
}): Promise<Pickup> =>
  callEndpoint(pickupEndpoints.request, {
    params: { id },
    body: { data: { service: { agreedServiceId }, dangerousGoodsDeclaration: { excludesDangerousGoods } } },
  }).then((r) => r.data);

export function useRequestPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPickup,
    onSuccess: (pickup) => {
      queryClient.setQueryData(pickupKeys.pickup(pickup.id), pickup);
      void queryClient.invalidateQueries({ queryKey: pickupKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: pickupKeys.reliability(pickup.siteId) });
    },
  });
}
