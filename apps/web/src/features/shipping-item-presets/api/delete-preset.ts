import { useMutation, useQueryClient } from '@tanstack/react-query';
import { presetCall } from './expect-status';
import { presetKeys, PRESETS_PATH } from './keys';

/** Spec 7: DELETE /shipping-item-presets/{id} expects 204. */
export const deletePreset = async (id: string): Promise<void> => {
  await presetCall(`${PRESETS_PATH}/${encodeURIComponent(id)}`, 204, undefined, { method: 'DELETE' });
};

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}
