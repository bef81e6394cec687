import type { EndpointRoute } from '../endpoint';

/** The routes of `platformEndpoints` on their own: a caller that loads its answer schemas later imports only these. */
export const platformRoutes = {
  config: { method: 'GET', path: '/api/platform/config' },
} as const satisfies Record<string, EndpointRoute>;
