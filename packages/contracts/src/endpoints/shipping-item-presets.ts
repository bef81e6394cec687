import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { errorAnswers } from '../errors';
import { idParamSchema } from '../fields';
import {
  createShippingItemPresetRequestSchema,
  shippingItemPresetListQuerySchema,
  shippingItemPresetListResponseSchema,
  shippingItemPresetResponseSchema,
  updateShippingItemPresetRequestSchema,
} from '../shipping-item-presets';

const errors = errorAnswers(401, 403, 404, 409, 422);

/** Spec 7: shipping item presets (base /api/org/shipping-item-presets), with the statuses the browser expects. */
export const shippingItemPresetEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/org/shipping-item-presets',
    summary: "An organisation's shipping item presets, searched, sorted and paged",
    query: shippingItemPresetListQuerySchema,
    responses: { 200: shippingItemPresetListResponseSchema, ...errors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/org/shipping-item-presets/:id',
    summary: 'One shipping item preset',
    params: idParamSchema,
    responses: { 200: shippingItemPresetResponseSchema, ...errors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/org/shipping-item-presets',
    summary: 'Adds a shipping item preset; its code is unique in the organisation',
    body: createShippingItemPresetRequestSchema,
    responses: { 201: shippingItemPresetResponseSchema, ...errors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/org/shipping-item-presets/:id',
    summary: 'Changes a shipping item preset (answered 202)',
    params: idParamSchema,
    body: updateShippingItemPresetRequestSchema,
    responses: { 202: shippingItemPresetResponseSchema, ...errors },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/org/shipping-item-presets/:id',
    summary: 'Deletes a shipping item preset',
    params: idParamSchema,
    responses: { 204: z.null(), ...errors },
  }),
};
