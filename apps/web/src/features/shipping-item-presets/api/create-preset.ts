import { shippingItemPresetEndpoints } from '@freight/contracts';
import type { CreateShippingItemPresetRequest } from '@freight/contracts';
import { callExpectingStatus } from '../../../shared/lib/expect-status';
import { useRefreshingMutation } from '../../../shared/lib/query-factories';
import { presetKeys } from './keys';

/** Spec 7: POST /shipping-item-presets expects 201 and reads the new id from data.id. */
export async function createPreset(attributes: CreateShippingItemPresetRequest['data']): Promise<string> {
  const answer = await callExpectingStatus(shippingItemPresetEndpoints.create, {
    body: { data: attributes },
  });
  return answer.data.id;
}

export const useCreatePreset = () => useRefreshingMutation(createPreset, presetKeys.all);
