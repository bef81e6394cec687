import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route sent as a POST that only reads (a search): the caches keep what they hold for its user. */
    readsOnly?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request only reads. Any other request from a user may have changed what the process keeps for them
 * (their session, their list answers), so those copies go as its answer leaves.
 */
export function onlyReads(request: FastifyRequest): boolean {
  return READS.has(request.method) || request.routeOptions.config.readsOnly === true;
}
