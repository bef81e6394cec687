import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { dgPresetKeys } from './keys';

/** Spec 7: GET /dangerous-goods/presets/{id}. */
export const getDgPreset = (id: string, signal?: AbortSignal): Promise<DangerousGoodsPreset> =>
  callEndpoint(endpoints.get, { params: { id }, signal }).then((r) => r.data);

export const dgPresetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dgPresetKeys.preset(id),
    queryFn: ({ signal }) => getDgPreset(id, signal),
    staleTime: 0,
  });

export const useDgPreset = (id: string | undefined) =>
  useQuery({ ...dgPresetQueryOptions(id ?? ''), enabled: id !== undefined });
