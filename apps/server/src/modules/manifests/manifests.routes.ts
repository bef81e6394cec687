import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manifestEndpoints } from '@freight/contracts';
import { serveKeptSearch } from '../../platform/cache/kept-lists';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { createManifests, getManifest, searchManifests } from './manifests.service';

/** Spec 7, the sender API: manifests. Registered without a prefix: the descriptors carry full paths. */
export const manifestRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);

  serve(app, manifestEndpoints.create, async (request, reply) => {
    const made = await createManifests(
      { db: app.db, clock: app.clock },
      sessionOf(request).userId,
      request.body.data.attributes,
    );
    return reply.status(201).send({ data: made });
  });

  serveKeptSearch(app, manifestEndpoints.search, (userId, search) => searchManifests(app.db, userId, search));

  serve(app, manifestEndpoints.get, async (request) => ({
    data: await getManifest(app.db, sessionOf(request).userId, request.params.id),
  }));
};
