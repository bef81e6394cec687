import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorDocumentSchema,
  carrierPreferenceListQuerySchema,
  carrierPreferenceListResponseSchema,
  carrierPreferenceResponseSchema,
  createCarrierPreferenceRequestSchema,
  idParamSchema,
  updateCarrierPreferenceRequestSchema,
} from '@freight/contracts';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as policies from './carrier-preferences.service';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  409: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};
const noContent = { 204: z.null(), ...errors };

/** Spec 7: receiver carrier service policies (base /api/org/sender-policies/receiver-carrier-selection). */
export const carrierPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  app.get(
    '/',
    {
      schema: {
        querystring: carrierPreferenceListQuerySchema,
        response: { 200: carrierPreferenceListResponseSchema, ...errors },
      },
    },
    async (request) => policies.listPolicies(app.db, userOf(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        body: createCarrierPreferenceRequestSchema,
        response: { 201: carrierPreferenceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const policy = await policies.createPolicy(app.db, userOf(request), request.body.data);
      return reply.status(201).send({ data: policy });
    },
  );

  app.get(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: carrierPreferenceResponseSchema, ...errors } } },
    async (request) => ({ data: await policies.getPolicy(app.db, userOf(request), request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: idParamSchema,
        body: updateCarrierPreferenceRequestSchema,
        response: { 200: carrierPreferenceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await policies.updatePolicy(app.db, userOf(request), request.params.id, request.body.data),
    }),
  );

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/:id/${action}`,
      { schema: { params: idParamSchema, response: noContent } },
      async (request, reply) => {
        await policies.setPolicyActive(app.db, userOf(request), request.params.id, isActive);
        return reply.status(204).send(null);
      },
    );
  }

  app.delete('/:id', { schema: { params: idParamSchema, response: noContent } }, async (request, reply) => {
    await policies.deletePolicy(app.db, userOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
