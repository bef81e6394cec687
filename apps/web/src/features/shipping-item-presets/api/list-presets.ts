import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  SHIPPING_ITEM_PRESET_PAGE_SIZE,
  shippingItemPresetEndpoints,
} from '@freight/contracts';
import type { PackagingTypeName, ShippingItemPresetListItem } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import type { PagedResult } from '@freight/rules';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pagedListQuery } from '../../../shared/lib/query-factories';
import { presetKeys } from './keys';

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
  return callEndpoint(shippingItemPresetEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      'filter[packagingType]': params.packagingType ?? undefined,
      q: params.q.trim(),
      'page[limit]': String(SHIPPING_ITEM_PRESET_PAGE_SIZE),
      'page[offset]': String(params.page * SHIPPING_ITEM_PRESET_PAGE_SIZE),
      sort: params.sort,
      'highlight[start]': HIGHLIGHT_START,
      'highlight[stop]': HIGHLIGHT_STOP,
    },
    signal,
  }).then(toPagedResult);
}

export const usePresets = pagedListQuery(
  (params: PresetListParams) => presetKeys.lists(params.siteId),
  listPresets,
).usePage;
