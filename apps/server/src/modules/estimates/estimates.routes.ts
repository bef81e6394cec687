import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorDocumentSchema,
  estimateIdParamsSchema,
  estimateRequestSchema,
  estimateResponseSchema,
  estimateSearchRequestSchema,
  estimateSearchResponseSchema,
  saveEstimateRequestSchema,
} from '@freight/contracts';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import {
  createEstimate,
  deleteEstimate,
  getEstimate,
  saveEstimate,
  searchEstimates,
  updateEstimate,
} from './estimates.service';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  409: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};

/** Spec 7, the sender API (base /api/sender): estimates. */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = () => ({ db: app.db, clock: app.clock });

  app.post(
    '/v0/estimates',
    { schema: { body: estimateRequestSchema, response: { 201: estimateResponseSchema, ...errors } } },
    async (request, reply) => {
      const estimate = await createEstimate(deps(), sessionOf(request).userId, request.body.data);
      return reply.status(201).send({ data: estimate });
    },
  );

  app.put(
    '/v0/estimates/:id',
    {
      schema: {
        params: estimateIdParamsSchema,
        body: estimateRequestSchema,
        response: { 200: estimateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateEstimate(deps(), sessionOf(request).userId, request.params.id, request.body.data),
    }),
  );

  app.post(
    '/v0/estimates/:id/save',
    {
      schema: {
        params: estimateIdParamsSchema,
        body: saveEstimateRequestSchema,
        response: { 200: estimateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await saveEstimate(
        deps(),
        sessionOf(request).userId,
        request.params.id,
        request.body.data.selectedQuoteIds,
      ),
    }),
  );

  app.get(
    '/v0/estimates/:id',
    { schema: { params: estimateIdParamsSchema, response: { 200: estimateResponseSchema, ...errors } } },
    async (request) => ({ data: await getEstimate(deps(), sessionOf(request).userId, request.params.id) }),
  );

  app.delete(
    '/v0/estimates/:id',
    { schema: { params: estimateIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteEstimate(deps(), sessionOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/estimates/search',
    {
      schema: {
        body: estimateSearchRequestSchema,
        response: { 200: estimateSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchEstimates(app.db, sessionOf(request).userId, request.body),
  );
};
