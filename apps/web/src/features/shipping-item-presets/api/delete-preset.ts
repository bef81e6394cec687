import { shippingItemPresetEndpoints } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { presetKeys } from './keys';

/** Spec 7: DELETE /shipping-item-presets/{id} expects 204. */
export const deletePreset = async (id: string): Promise<void> => {
  await callExpectingStatus(shippingItemPresetEndpoints.delete, { params: { id } });
};

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}
