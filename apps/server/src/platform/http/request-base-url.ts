import type { FastifyRequest } from 'fastify';

/** The app's own address for links it sends out: PUBLIC_URL, or else the address this request came to. */
export const requestBaseUrl = (publicUrl: string | undefined, request: FastifyRequest): string =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
