import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import type { UpdateDangerousGoodsPresetRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { dgPresetKeys } from './keys';

export interface UpdateDgPresetInput {
  id: string;
  data: UpdateDangerousGoodsPresetRequest['data'];
}

/** Spec 7: PUT /dangerous-goods/presets/{id}. */
export const updateDgPreset = ({ id, data }: UpdateDgPresetInput): Promise<void> =>
  callEndpoint(endpoints.update, { params: { id }, body: { data } }).then(() => undefined);

export function useUpdateDgPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDgPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dgPresetKeys.all }),
  });
}
