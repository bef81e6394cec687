import { dangerousGoodsPresetResponseSchema } from '@freight/contracts';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { DG_PRESETS_PATH, dgPresetKeys } from './keys';

/** Spec 7: GET /dangerous-goods/presets/{id}. */
export const getDgPreset = (id: string, signal?: AbortSignal): Promise<DangerousGoodsPreset> =>
  apiRequest(`${DG_PRESETS_PATH}/${encodeURIComponent(id)}`, dangerousGoodsPresetResponseSchema, {
    signal,
  }).then((r) => r.data);

export const dgPresetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dgPresetKeys.preset(id),
    queryFn: ({ signal }) => getDgPreset(id, signal),
    staleTime: 0,
  });

export const useDgPreset = (id: string | undefined) =>
  useQuery({ ...dgPresetQueryOptions(id ?? ''), enabled: id !== undefined });
