import { defineEndpoint } from '../endpoint';
import { platformRoutes } from '../routes/platform';
import { platformConfigSchema } from '../context';

export const platformEndpoints = {
  config: defineEndpoint({
    ...platformRoutes.config,
    summary:
      'Public settings the app needs before sign-in: support contact, brand, version, session re-check interval',
    responses: { 200: platformConfigSchema },
  }),
};
