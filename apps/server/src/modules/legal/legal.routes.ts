import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalEndpoints as endpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { currentDocuments } from './legal.service';

/** Public: the privacy policy and terms pages are readable without signing in. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serve(app, endpoints.documents, async () => ({
    documents: await currentDocuments(app.db, app.clock.now()),
  }));
};
