import type { EndpointRoute } from '../endpoint';

/** The routes of `telemetryEndpoints` on their own: a caller that loads its answer schemas later imports only these. */
export const telemetryRoutes = {
  record: { method: 'POST', path: '/api/telemetry/v0/events' },
  recordErrors: { method: 'POST', path: '/api/telemetry/v0/errors' },
} as const satisfies Record<string, EndpointRoute>;
