import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../shared/lib/api-client';
import { DG_PRESETS_PATH, dgPresetKeys } from './keys';

/** Spec 7: DELETE /dangerous-goods/presets/{id}. */
export const deleteDgPreset = (id: string): Promise<void> =>
  apiSend(`${DG_PRESETS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteDgPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDgPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dgPresetKeys.all }),
  });
}
