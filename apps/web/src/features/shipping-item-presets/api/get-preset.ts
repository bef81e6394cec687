import { shippingItemPresetResponseSchema } from '@freight/contracts';
import type { ShippingItemPreset } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { presetKeys, PRESETS_PATH } from './keys';

/** Spec 7: GET /shipping-item-presets/{id}. */
export const getPreset = (id: string, signal?: AbortSignal): Promise<ShippingItemPreset> =>
  apiRequest(`${PRESETS_PATH}/${encodeURIComponent(id)}`, shippingItemPresetResponseSchema, { signal }).then(
    (r) => r.data,
  );

export const presetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: presetKeys.preset(id),
    queryFn: ({ signal }) => getPreset(id, signal),
    staleTime: 0,
  });

export const usePreset = (id: string | undefined) =>
  useQuery({ ...presetQueryOptions(id ?? ''), enabled: id !== undefined });
