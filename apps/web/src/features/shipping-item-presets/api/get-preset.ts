import { shippingItemPresetEndpoints } from '@freight/contracts';
import type { ShippingItemPreset } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { presetKeys } from './keys';

/** Spec 7: GET /shipping-item-presets/{id}. */
export const getPreset = (id: string, signal?: AbortSignal): Promise<ShippingItemPreset> =>
  callEndpoint(shippingItemPresetEndpoints.get, { params: { id }, signal }).then((r) => r.data);

export const presetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: presetKeys.preset(id),
    queryFn: ({ signal }) => getPreset(id, signal),
    staleTime: 0,
  });

export const usePreset = (id: string | undefined) =>
  useQuery({ ...presetQueryOptions(id ?? ''), enabled: id !== undefined });
