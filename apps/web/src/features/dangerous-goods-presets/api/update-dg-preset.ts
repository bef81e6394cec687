import type { UpdateDangerousGoodsPresetRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../shared/lib/api-client';
import { DG_PRESETS_PATH, dgPresetKeys } from './keys';

export interface UpdateDgPresetInput {
  id: string;
  data: UpdateDangerousGoodsPresetRequest['data'];
}

/** Spec 7: PUT /dangerous-goods/presets/{id}. */
export const updateDgPreset = ({ id, data }: UpdateDgPresetInput): Promise<void> =>
  apiSend(`${DG_PRESETS_PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: { data } });

export function useUpdateDgPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDgPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dgPresetKeys.all }),
  });
}
