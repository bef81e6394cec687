import type { EndpointRoute } from '../endpoint';

/** The routes of `consignmentEndpoints` on their own: a caller that loads its answer schemas later imports only these. */
export const consignmentRoutes = {
  list: { method: 'GET', path: '/api/sender/v0/consignments' },
  csv: { method: 'GET', path: '/api/sender/v0/consignments.csv' },
  get: { method: 'GET', path: '/api/sender/v0/consignments/:id' },
  delete: { method: 'DELETE', path: '/api/sender/v0/consignments/:id' },
  trackingUrl: { method: 'GET', path: '/api/sender/v0/consignments/:id/tracking-url' },
  labelSet: { method: 'POST', path: '/api/sender/v0/consignments/labels' },
} as const satisfies Record<string, EndpointRoute>;
