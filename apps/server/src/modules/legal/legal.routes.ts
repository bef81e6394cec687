import { useZod } from '../../platform/http/zod-scope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalDocumentsResponseSchema } from '@freight/contracts';
import { currentDocuments } from './legal.service';

/** Public: the privacy policy and terms pages are readable without signing in. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.get('/documents', { schema: { response: { 200: legalDocumentsResponseSchema } } }, async () => ({
    documents: await currentDocuments(app.db, app.clock.now()),
  }));
};
