import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { suggestConsolidations } from './consolidation.service';

/** Spec 7, the sender API: consolidation suggestions. Registered without a prefix. */
export const consolidationRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  serve(app, orderEndpoints.consolidations, async (request) => ({
    data: await suggestConsolidations(app.db, sessionOf(request).userId, request.body.data),
  }));
};
