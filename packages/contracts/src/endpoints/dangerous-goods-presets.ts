import {
  createDangerousGoodsPresetRequestSchema,
  dangerousGoodsPresetListQuerySchema,
  dangerousGoodsPresetListResponseSchema,
  dangerousGoodsPresetResponseSchema,
  updateDangerousGoodsPresetRequestSchema,
} from '../dangerous-goods-presets';
import { errorAnswers } from '../errors';
import { recordEndpoints } from '../record-endpoints';

/** Spec 7: dangerous goods presets (base /api/org/dangerous-goods/presets). */
export const dangerousGoodsPresetEndpoints = recordEndpoints('/api/org/dangerous-goods/presets', {
  one: 'dangerous goods preset',
  many: "An organisation's dangerous goods presets",
  errors: errorAnswers(401, 403, 404, 422),
  schemas: {
    listQuery: dangerousGoodsPresetListQuerySchema,
    list: dangerousGoodsPresetListResponseSchema,
    record: dangerousGoodsPresetResponseSchema,
    create: createDangerousGoodsPresetRequestSchema,
    update: updateDangerousGoodsPresetRequestSchema,
  },
});
