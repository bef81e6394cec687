import { useZod } from '../../platform/http/zod-scope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformConfigSchema } from '@freight/contracts';

/** Public settings the app needs before sign-in: support contact, brand, version, session re-check interval. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.get('/config', { schema: { response: { 200: platformConfigSchema } } }, async () => ({
    helpContact: app.config.helpContact,
    brandName: app.config.brandName,
    version: app.config.version,
    sessionCheckSeconds: app.config.sessionCheckSeconds,
  }));
};
