import {
  DANGEROUS_GOODS_PRESET_DEFAULT_SORT,
  DANGEROUS_GOODS_PRESET_PAGE_SIZE,
  dangerousGoodsPresetEndpoints,
} from '@freight/contracts';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import type { PagedResult } from '@freight/rules';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pagedListQuery } from '../../../shared/lib/query-factories';
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
export function listDgPresets(
  params: DgPresetListParams,
  signal?: AbortSignal,
): Promise<PagedResult<DangerousGoodsPreset>> {
  const limit = params.pageSize ?? DANGEROUS_GOODS_PRESET_PAGE_SIZE;
  return callEndpoint(dangerousGoodsPresetEndpoints.list, {
    query: {
      'filter[siteId]': params.siteId,
      q: params.q.trim(),
      sort: params.sort ?? DANGEROUS_GOODS_PRESET_DEFAULT_SORT,
      'page[offset]': String(params.page * limit),
      'page[limit]': String(limit),
    },
    signal,
  }).then(toPagedResult);
}

export const useDgPresets = pagedListQuery(
  (params: DgPresetListParams) => dgPresetKeys.lists(params.siteId),
  listDgPresets,
).usePage;
