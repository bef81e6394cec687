import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorDocumentSchema,
  createShippingItemPresetRequestSchema,
  idParamSchema,
  shippingItemPresetListQuerySchema,
  shippingItemPresetListResponseSchema,
  shippingItemPresetResponseSchema,
  updateShippingItemPresetRequestSchema,
} from '@freight/contracts';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as presets from './shipping-item-presets.service';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  409: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};

/** Spec 7: shipping item presets (base /api/org/shipping-item-presets), with the statuses the browser expects. */
export const shippingItemPresetRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  app.get(
    '/',
    {
      schema: {
        querystring: shippingItemPresetListQuerySchema,
        response: { 200: shippingItemPresetListResponseSchema, ...errors },
      },
    },
    async (request) => presets.listPresets(app.db, userOf(request), request.query),
  );

  app.get(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: shippingItemPresetResponseSchema, ...errors } } },
    async (request) => ({ data: await presets.getPreset(app.db, userOf(request), request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        body: createShippingItemPresetRequestSchema,
        response: { 201: shippingItemPresetResponseSchema, ...errors },
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
        body: updateShippingItemPresetRequestSchema,
        response: { 202: shippingItemPresetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const preset = await presets.updatePreset(
        app.db,
        userOf(request),
        request.params.id,
        request.body.data,
      );
      return reply.status(202).send({ data: preset });
    },
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
