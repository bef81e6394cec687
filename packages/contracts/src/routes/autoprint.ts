import type { EndpointRoute } from '../endpoint';

/** The routes of `autoprintEndpoints` on their own: a caller that loads its answer schemas later imports only these. */
export const autoprintRoutes = {
  getConfig: { method: 'GET', path: '/api/sender/v0/autoprint/config' },
  putConfig: { method: 'PUT', path: '/api/sender/v0/autoprint/config' },
  clientStatus: { method: 'GET', path: '/api/sender/v0/autoprint/client/status' },
  clientPrinters: { method: 'GET', path: '/api/sender/v0/autoprint/client/printers' },
  getSecretKey: { method: 'GET', path: '/api/sender/v0/autoprint/client/secret-key' },
  createSecretKey: { method: 'POST', path: '/api/sender/v0/autoprint/client/secret-key' },
  deleteSecretKey: { method: 'DELETE', path: '/api/sender/v0/autoprint/client/secret-key' },
  printJobs: { method: 'GET', path: '/api/sender/v0/autoprint/jobs' },
  print: { method: 'POST', path: '/api/sender/v0/autoprint/print' },
} as const satisfies Record<string, EndpointRoute>;
