import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import type { CreateDangerousGoodsPresetRequest } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { dgPresetKeys } from './keys';

/** Spec 7: POST /dangerous-goods/presets; the new id is read from data.id. */
export const createDgPreset = (data: CreateDangerousGoodsPresetRequest['data']): Promise<string> =>
  callEndpoint(endpoints.create, { body: { data } }).then((r) => r.data.id);

export const useCreateDgPreset = () => useRefreshingMutation(createDgPreset, dgPresetKeys.all);
