import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { editedRecordQuery } from '../../../shared/lib/query-factories';
import { dgPresetKeys } from './keys';

/** Spec 7: GET /dangerous-goods/presets/{id}. */
export const getDgPreset = (id: string, signal?: AbortSignal): Promise<DangerousGoodsPreset> =>
  callEndpoint(endpoints.get, { params: { id }, signal }).then((r) => r.data);

/** Read fresh each time the form opens: an edit starts from the record as it is now. */
export const useDgPreset = editedRecordQuery(dgPresetKeys.preset, getDgPreset).useRecord;
