import type { EndpointRoute } from '../endpoint';

/** The routes of `consignmentImportEndpoints` on their own: a caller that loads its answer schemas later imports only these. */
export const consignmentImportRoutes = {
  start: { method: 'POST', path: '/api/sender/v0/consignments/import' },
  get: { method: 'GET', path: '/api/sender/v0/consignments/imports/:id' },
  count: { method: 'GET', path: '/api/sender/v0/consignment-issues/count' },
  release: { method: 'POST', path: '/api/sender/v0/consignment-issues/release' },
  delete: { method: 'POST', path: '/api/sender/v0/consignment-issues/delete' },
  recheck: { method: 'POST', path: '/api/sender/v0/consignment-issues/recheck' },
  template: { method: 'GET', path: '/api/sender/v0/consignments/import/template.csv' },
  example: { method: 'GET', path: '/api/sender/v0/consignments/import/example.csv' },
} as const satisfies Record<string, EndpointRoute>;
