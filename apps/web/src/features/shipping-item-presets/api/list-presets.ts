import { SHIPPING_ITEM_PRESET_PAGE_SIZE, shippingItemPresetEndpoints } from '@freight/contracts';
import type { PackagingTypeName } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { highlightMarkers, pageWindow, siteListQuery } from '../../../shared/ui/list/site-list-query';
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
export const usePresets = siteListQuery(presetKeys.lists, (params: PresetListParams, signal) =>
  callEndpoint(shippingItemPresetEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      'filter[packagingType]': params.packagingType ?? undefined,
      q: params.q.trim(),
      ...pageWindow(params.page, SHIPPING_ITEM_PRESET_PAGE_SIZE),
      sort: params.sort,
      ...highlightMarkers,
    },
    signal,
  }),
);
