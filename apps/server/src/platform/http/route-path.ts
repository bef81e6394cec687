import type { FastifyRequest } from 'fastify';

/**
 * The path a request is routed by: the matched route's pattern, or for an unmatched one the percent-decoded path.
 * The raw URL will not do for decisions such as "is this the API": the router decodes `/%61pi/...` to `/api/...`.
 */
export function routePathOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether the request is for the API: answers there are never cached, and changes need the CSRF token. */
export const isApiRequest = (request: FastifyRequest) => routePathOf(request).startsWith('/api/');
