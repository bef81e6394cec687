import {
  DANGEROUS_GOODS_PRESET_DEFAULT_SORT,
  DANGEROUS_GOODS_PRESET_PAGE_SIZE,
  dangerousGoodsPresetEndpoints,
} from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pageWindow, siteListQuery } from '../../../shared/ui/list/site-list-query';
import { dgPresetKeys } from './keys';

export interface DgPresetListParams {
  siteId: string;
  q: string;
  /** Default -unNumber (spec 7, 9). */
  sort?: string;
  /** Zero-based. */
  page: number;
  /** Default 30 (spec 7, 9). */
  pageSize?: number;
}

/** Spec 7: GET /dangerous-goods/presets with filter[siteId], q, sort, page[offset] and page[limit]. */
export const useDgPresets = siteListQuery(dgPresetKeys.lists, (params: DgPresetListParams, signal) =>
  callEndpoint(dangerousGoodsPresetEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      q: params.q.trim(),
      sort: params.sort ?? DANGEROUS_GOODS_PRESET_DEFAULT_SORT,
      ...pageWindow(params.page, params.pageSize ?? DANGEROUS_GOODS_PRESET_PAGE_SIZE),
    },
    signal,
  }),
);
