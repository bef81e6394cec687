import { errorAnswers } from '../errors';
import { recordEndpoints } from '../record-endpoints';
import {
  createShippingItemPresetRequestSchema,
  shippingItemPresetListQuerySchema,
  shippingItemPresetListResponseSchema,
  shippingItemPresetResponseSchema,
  updateShippingItemPresetRequestSchema,
} from '../shipping-item-presets';

/** Spec 7: shipping item presets (base /api/org/shipping-item-presets), with the statuses the browser expects. */
export const shippingItemPresetEndpoints = recordEndpoints('/api/org/shipping-item-presets', {
  one: 'shipping item preset',
  many: "An organisation's shipping item presets",
  errors: errorAnswers(401, 403, 404, 409, 422),
  summaries: {
    create: 'Adds a shipping item preset; its code is unique in the organisation',
    update: 'Changes a shipping item preset (answered 202)',
  },
  updateStatus: 202,
  schemas: {
    listQuery: shippingItemPresetListQuerySchema,
    list: shippingItemPresetListResponseSchema,
    record: shippingItemPresetResponseSchema,
    create: createShippingItemPresetRequestSchema,
    update: updateShippingItemPresetRequestSchema,
  },
});
