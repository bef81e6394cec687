import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import type { UpdateDangerousGoodsPresetRequest } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import type { RecordUpdate } from '../../../shared/ui/list/record-save';
import { dgPresetKeys } from './keys';

/** Spec 7: PUT /dangerous-goods/presets/{id}. */
export const updateDgPreset = ({
  id,
  data,
}: RecordUpdate<UpdateDangerousGoodsPresetRequest['data']>): Promise<void> =>
  callEndpoint(endpoints.update, { params: { id }, body: { data } }).then(() => undefined);

export const useUpdateDgPreset = () => useRefreshingMutation(updateDgPreset, dgPresetKeys.all);
