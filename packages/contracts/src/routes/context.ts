import type { EndpointRoute } from '../endpoint';

/** The routes of `contextEndpoints` on their own: a caller that loads its answer schemas later imports only these. */
export const contextRoutes = {
  graphql: { method: 'POST', path: '/api/org/graphql' },
  user: { method: 'GET', path: '/api/org/user' },
} as const satisfies Record<string, EndpointRoute>;
