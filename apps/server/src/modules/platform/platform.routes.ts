import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';

/** Public settings the app needs before sign-in: support contact, brand, version, session re-check interval. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serve(app, platformEndpoints.config, async () => ({
    helpContact: app.config.helpContact,
    brandName: app.config.brandName,
    version: app.config.version,
    sessionCheckSeconds: app.config.sessionCheckSeconds,
    feedbackUrl: app.config.feedbackUrl ?? null,
    guidanceScriptUrl: app.config.guidanceScriptUrl ?? null,
  }));
};
