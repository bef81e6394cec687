import { shippingItemPresetEndpoints } from '@freight/contracts';
import type { UpdateShippingItemPresetRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { presetKeys } from './keys';

export interface UpdatePresetInput {
  id: string;
  attributes: UpdateShippingItemPresetRequest['data'];
}

/** Spec 7: PUT /shipping-item-presets/{id} with code, packaging type, description, dimensions and weight; 202. */
export const updatePreset = async ({ id, attributes }: UpdatePresetInput): Promise<void> => {
  await callExpectingStatus(shippingItemPresetEndpoints.update, {
    params: { id },
    body: { data: attributes },
  });
};

export function useUpdatePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}
