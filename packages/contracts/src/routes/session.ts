import type { EndpointRoute } from '../endpoint';

/** The routes of `sessionEndpoints` on their own: a caller that loads its answer schemas later imports only these. */
export const sessionRoutes = {
  csrf: { method: 'GET', path: '/api/auth/csrf' },
  session: { method: 'GET', path: '/api/auth/session' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
} as const satisfies Record<string, EndpointRoute>;
