import { shippingItemPresetEndpoints } from '@freight/contracts';
import type { ShippingItemPreset } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { editedRecordQuery } from '../../../shared/lib/query-factories';
import { presetKeys } from './keys';

/** Spec 7: GET /shipping-item-presets/{id}. */
export const getPreset = (id: string, signal?: AbortSignal): Promise<ShippingItemPreset> =>
  callEndpoint(shippingItemPresetEndpoints.get, { params: { id }, signal }).then((r) => r.data);

/** Read fresh each time the form opens: an edit starts from the record as it is now. */
export const usePreset = editedRecordQuery(presetKeys.preset, getPreset).useRecord;
