import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import type { CreateDangerousGoodsPresetRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { dgPresetKeys } from './keys';

/** Spec 7: POST /dangerous-goods/presets; the new id is read from data.id. */
export const createDgPreset = (data: CreateDangerousGoodsPresetRequest['data']): Promise<string> =>
  callEndpoint(endpoints.create, { body: { data } }).then((r) => r.data.id);

export function useCreateDgPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDgPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dgPresetKeys.all }),
  });
}
