import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { dgPresetKeys } from './keys';

/** Spec 7: DELETE /dangerous-goods/presets/{id}. */
export const deleteDgPreset = (id: string): Promise<void> =>
  callEndpoint(endpoints.delete, { params: { id } }).then(() => undefined);

export const useDeleteDgPreset = () => useRefreshingMutation(deleteDgPreset, dgPresetKeys.all);
