import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorDocumentSchema,
  formConfigurationParamsSchema,
  formConfigurationQuerySchema,
  formConfigurationResponseSchema,
  QUOTE_CONCURRENCY_HEADER,
  quoteSetRequestSchema,
  quoteSetResponseSchema,
} from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { createQuoteSet, getFormConfiguration } from './quotes.service';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  409: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};

/** The concurrency key header: up to 100 visible characters, or none. */
function concurrencyKeyOf(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const key = (Array.isArray(value) ? value.join(',') : value).trim();
  if (!/^[\x21-\x7e]{1,100}$/.test(key))
    throw AppError.validation([
      { pointer: `/headers/${QUOTE_CONCURRENCY_HEADER}`, detail: 'must be 1 to 100 visible characters' },
    ]);
  return key;
}

/** Spec 7, the sender API (base /api/sender): quote sets and form configurations. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/v0/quote-sets',
    { schema: { body: quoteSetRequestSchema, response: { 201: quoteSetResponseSchema, ...errors } } },
    async (request, reply) => {
      const key = concurrencyKeyOf(request.headers[QUOTE_CONCURRENCY_HEADER]);
      const quoteSet = await createQuoteSet(
        { db: app.db, clock: app.clock },
        sessionOf(request).userId,
        request.body.data,
        key === null ? null : { key, requestId: randomUUID() },
      );
      return reply.status(201).send({ data: quoteSet });
    },
  );

  app.get(
    '/form-configurations/:resourceType',
    {
      schema: {
        params: formConfigurationParamsSchema,
        querystring: formConfigurationQuerySchema,
        response: { 200: formConfigurationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getFormConfiguration(app.db, sessionOf(request).userId, {
        siteId: request.query.siteId,
        resourceType: request.params.resourceType,
        type: request.query.type,
      }),
    }),
  );
};
