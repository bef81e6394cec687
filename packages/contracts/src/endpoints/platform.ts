import { defineEndpoint } from '../endpoint';
import { platformConfigSchema } from '../context';

export const platformEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: '/api/platform/config',
    summary:
      'Public settings the app needs before sign-in: support contact, brand, version, session re-check interval',
    responses: { 200: platformConfigSchema },
  }),
};
