import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateEndpoints as endpoints } from '@freight/contracts';
import { serveKeptSearch } from '../../platform/cache/kept-lists';
import { serve } from '../../platform/http/endpoint';
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

/** Spec 7, the sender API: estimates, registered from their descriptors (full paths, no prefix). */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = () => ({ db: app.db, clock: app.clock });

  serve(app, endpoints.create, async (request, reply) => {
    const estimate = await createEstimate(deps(), sessionOf(request).userId, request.body.data);
    return reply.status(201).send({ data: estimate });
  });

  serve(app, endpoints.update, async (request) => ({
    data: await updateEstimate(deps(), sessionOf(request).userId, request.params.id, request.body.data),
  }));

  serve(app, endpoints.save, async (request) => ({
    data: await saveEstimate(
      deps(),
      sessionOf(request).userId,
      request.params.id,
      request.body.data.selectedQuoteIds,
    ),
  }));

  serve(app, endpoints.get, async (request) => ({
    data: await getEstimate(deps(), sessionOf(request).userId, request.params.id),
  }));

  serve(app, endpoints.delete, async (request, reply) => {
    await deleteEstimate(deps(), sessionOf(request).userId, request.params.id);
    return reply.status(204).send(null);
  });

  serveKeptSearch(app, endpoints.search, (userId, search) => searchEstimates(app.db, userId, search));
};
