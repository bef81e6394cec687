import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorDocumentSchema,
  createDangerousGoodsPresetRequestSchema,
  dangerousGoodsPresetListQuerySchema,
  dangerousGoodsPresetListResponseSchema,
  dangerousGoodsPresetResponseSchema,
  idParamSchema,
  updateDangerousGoodsPresetRequestSchema,
} from '@freight/contracts';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as presets from './dangerous-goods-presets.service';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};

/** Spec 7: dangerous goods presets (base /api/org/dangerous-goods/presets). */
export const dangerousGoodsPresetRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  app.get(
    '/',
    {
      schema: {
        querystring: dangerousGoodsPresetListQuerySchema,
        response: { 200: dangerousGoodsPresetListResponseSchema, ...errors },
      },
    },
    async (request) => presets.listPresets(app.db, userOf(request), request.query),
  );

  app.get(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: dangerousGoodsPresetResponseSchema, ...errors } } },
    async (request) => ({ data: await presets.getPreset(app.db, userOf(request), request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        body: createDangerousGoodsPresetRequestSchema,
        response: { 201: dangerousGoodsPresetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const preset = await presets.createPreset(app.db, userOf(request), request.body.data);
      return reply.status(201).send({ data: preset });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: idParamSchema,
        body: updateDangerousGoodsPresetRequestSchema,
        response: { 200: dangerousGoodsPresetResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await presets.updatePreset(app.db, userOf(request), request.params.id, request.body.data),
    }),
  );

  app.delete(
    '/:id',
    { schema: { params: idParamSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await presets.deletePreset(app.db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
