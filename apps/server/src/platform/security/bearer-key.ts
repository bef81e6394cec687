import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@freight/contracts';
import { AppError } from '../errors/app-error';

/** A 401 that asks for a bearer key of the realm (the carrier API, a site's API, the print agent). */
export const bearerUnauthenticated = (realm: string, detail: string) =>
  new AppError({
    status: 401,
    code: errorCodes.unauthenticated,
    title: 'Unauthorized',
    detail,
    headers: { 'WWW-Authenticate': `Bearer realm="${realm}"` },
  });

/** The key of the request's `Authorization: Bearer <key>` header; null when it is missing or malformed. */
export function bearerKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}
