import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import type { UpdateDangerousGoodsPresetRequest } from '@freight/contracts';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { recordUpdateCall } from '../../../shared/lib/record-update';
import { dgPresetKeys } from './keys';

/** Spec 7: PUT /dangerous-goods/presets/{id}. */
export const updateDgPreset = recordUpdateCall<UpdateDangerousGoodsPresetRequest['data']>(endpoints.update);

export const useUpdateDgPreset = () => useRefreshingMutation(updateDgPreset, dgPresetKeys.all);
