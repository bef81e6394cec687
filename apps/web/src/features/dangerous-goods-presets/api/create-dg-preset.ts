import { z } from 'zod';
import type { CreateDangerousGoodsPresetRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { DG_PRESETS_PATH, dgPresetKeys } from './keys';

const createdSchema = z.object({ data: z.object({ id: z.string() }) });

/** Spec 7: POST /dangerous-goods/presets; the new id is read from data.id. */
export const createDgPreset = (data: CreateDangerousGoodsPresetRequest['data']): Promise<string> =>
  apiRequest(DG_PRESETS_PATH, createdSchema, { method: 'POST', body: { data } }).then((r) => r.data.id);

export function useCreateDgPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDgPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dgPresetKeys.all }),
  });
}
