import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUOTE_CONCURRENCY_HEADER, quoteEndpoints as endpoints } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { createQuoteSet, getFormConfiguration } from './quotes.service';

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

/** Spec 7, the sender API: quote sets and form configurations, from their descriptors (full paths). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);

  serve(app, endpoints.createQuoteSet, async (request, reply) => {
    const key = concurrencyKeyOf(request.headers[QUOTE_CONCURRENCY_HEADER]);
    const quoteSet = await createQuoteSet(
      { db: app.db, clock: app.clock },
      sessionOf(request).userId,
      request.body.data,
      key === null ? null : { key, requestId: randomUUID() },
    );
    return reply.status(201).send({ data: quoteSet });
  });

  serve(app, endpoints.formConfiguration, async (request) => ({
    data: await getFormConfiguration(app.db, sessionOf(request).userId, {
      siteId: request.query.siteId,
      resourceType: request.params.resourceType,
      type: request.query.type,
    }),
  }));
};
