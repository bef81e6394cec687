import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  SHIPPING_ITEM_PRESET_PAGE_SIZE,
  shippingItemPresetListResponseSchema,
} from '@freight/contracts';
import type { PackagingTypeName, ShippingItemPresetListItem } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import type { PagedResult } from '@freight/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { presetKeys, PRESETS_PATH } from './keys';

export interface PresetListParams {
  siteId: string;
  q: string;
  packagingType: PackagingTypeName | null;
  sort: string;
  /** Zero-based. */
  page: number;
}

/**
 * Spec 7: GET /shipping-item-presets with filter[siteId], filter[packagingType], q, page[limit], page[offset],
 * sort and the highlight markers.
 */
export function listPresets(
  params: PresetListParams,
  signal?: AbortSignal,
): Promise<PagedResult<ShippingItemPresetListItem>> {
  return apiRequest(PRESETS_PATH, shippingItemPresetListResponseSchema, {
    query: {
      'filter[siteId]': params.siteId,
      'filter[packagingType]': params.packagingType,
      q: params.q.trim(),
      'page[limit]': SHIPPING_ITEM_PRESET_PAGE_SIZE,
      'page[offset]': params.page * SHIPPING_ITEM_PRESET_PAGE_SIZE,
      sort: params.sort,
      'highlight[start]': HIGHLIGHT_START,
      'highlight[stop]': HIGHLIGHT_STOP,
    },
    signal,
  }).then(toPagedResult);
}

export const presetsQueryOptions = (params: PresetListParams) =>
  queryOptions({
    queryKey: [...presetKeys.lists(params.siteId), params],
    queryFn: ({ signal }) => listPresets(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePresets = (params: PresetListParams) => useQuery(presetsQueryOptions(params));
