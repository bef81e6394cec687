import { z } from 'zod';
import {
  createDangerousGoodsPresetRequestSchema,
  dangerousGoodsPresetListQuerySchema,
  dangerousGoodsPresetListResponseSchema,
  dangerousGoodsPresetResponseSchema,
  updateDangerousGoodsPresetRequestSchema,
} from '../dangerous-goods-presets';
import { defineEndpoint } from '../endpoint';
import { errorAnswers } from '../errors';
import { idParamSchema } from '../fields';

const errors = errorAnswers(401, 403, 404, 422);

/** Spec 7: dangerous goods presets (base /api/org/dangerous-goods/presets). */
export const dangerousGoodsPresetEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/org/dangerous-goods/presets',
    summary: "An organisation's dangerous goods presets, searched, sorted and paged",
    query: dangerousGoodsPresetListQuerySchema,
    responses: { 200: dangerousGoodsPresetListResponseSchema, ...errors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/org/dangerous-goods/presets/:id',
    summary: 'One dangerous goods preset',
    params: idParamSchema,
    responses: { 200: dangerousGoodsPresetResponseSchema, ...errors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/org/dangerous-goods/presets',
    summary: 'Adds a dangerous goods preset',
    body: createDangerousGoodsPresetRequestSchema,
    responses: { 201: dangerousGoodsPresetResponseSchema, ...errors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/org/dangerous-goods/presets/:id',
    summary: 'Changes a dangerous goods preset',
    params: idParamSchema,
    body: updateDangerousGoodsPresetRequestSchema,
    responses: { 200: dangerousGoodsPresetResponseSchema, ...errors },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/org/dangerous-goods/presets/:id',
    summary: 'Deletes a dangerous goods preset',
    params: idParamSchema,
    responses: { 204: z.null(), ...errors },
  }),
};
