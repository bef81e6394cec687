import { shippingItemPresetEndpoints } from '@freight/contracts';
import type { UpdateShippingItemPresetRequest } from '@freight/contracts';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import type { RecordUpdate } from '../../../shared/ui/list/record-save';
import { presetKeys } from './keys';

/** Spec 7: PUT /shipping-item-presets/{id} with code, packaging type, description, dimensions and weight; 202. */
export const updatePreset = async ({
  id,
  data,
}: RecordUpdate<UpdateShippingItemPresetRequest['data']>): Promise<void> => {
  await callExpectingStatus(shippingItemPresetEndpoints.update, {
    params: { id },
    body: { data },
  });
};

export const useUpdatePreset = () => useRefreshingMutation(updatePreset, presetKeys.all);
