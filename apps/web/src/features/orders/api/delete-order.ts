import { orderEndpoints } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { orderKeys } from './keys';

/** Spec 7 (R06): DELETE /orders/{id}. */
export const deleteOrder = (id: string) => callEndpoint(orderEndpoints.delete, { params: { id } });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}
