import { shippingItemPresetEndpoints } from '@freight/contracts';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { presetKeys } from './keys';

/** Spec 7: DELETE /shipping-item-presets/{id} expects 204. */
export const deletePreset = async (id: string): Promise<void> => {
  await callExpectingStatus(shippingItemPresetEndpoints.delete, { params: { id } });
};

export const useDeletePreset = () => useRefreshingMutation(deletePreset, presetKeys.all);
