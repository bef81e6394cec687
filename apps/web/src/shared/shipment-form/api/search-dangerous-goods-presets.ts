import { dangerousGoodsPresetEndpoints } from '@freight/contracts';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';
import { shipmentFormKeys } from './keys';

const PICKER_LIMIT = 20;

/** The site's dangerous goods presets matching the text (UN number, name), most recently used first. */
export const searchDangerousGoodsPresets = (
  siteId: string,
  text: string,
  signal?: AbortSignal,
): Promise<DangerousGoodsPreset[]> =>
  callEndpoint(dangerousGoodsPresetEndpoints.list, {
    query: {
      'filter[siteId]': siteId,
      q: text.trim() || undefined,
      'page[limit]': String(PICKER_LIMIT),
      sort: '-lastUsed',
    },
    signal,
  }).then((result) => result.data);

export const dangerousGoodsPresetsQueryOptions = (siteId: string, text: string) =>
  queryOptions({
    queryKey: shipmentFormKeys.dangerousGoodsPresets(siteId, text.trim()),
    queryFn: ({ signal }) => searchDangerousGoodsPresets(siteId, text, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useDangerousGoodsPresets = (siteId: string, text: string, enabled: boolean) =>
  useQuery({ ...dangerousGoodsPresetsQueryOptions(siteId, text), enabled });
