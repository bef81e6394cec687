import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** What a realm answers a request without a key and one with a key it does not know. */
export interface BearerKeyMessages {
  missingKey: string;
  invalidKey: string;
}

/** What the request's bearer key acts for, as `find` resolves the key; a 401 of the realm when there is none. */
export async function requireBearerKey<T>(
  request: FastifyRequest,
  realm: string,
  messages: BearerKeyMessages,
  find: (key: string) => Promise<T | null>,
): Promise<T> {
  const key = bearerKeyOf(request);
  if (!key) throw bearerUnauthenticated(realm, messages.missingKey);
  const found = await find(key);
  if (!found) throw bearerUnauthenticated(realm, messages.invalidKey);
  return found;
}

/**
 * A realm's guard for its keyed routes: `authenticator` is the preHandler that resolves the bearer key and
 * keeps what it acts for, `of` reads that back in a route the preHandler guards.
 */
export function bearerGuard<A>(
  realm: string,
  messages: BearerKeyMessages,
  resolve: (app: FastifyInstance, key: string) => Promise<A | null>,
) {
  const auths = new WeakMap<FastifyRequest, A>();
  return {
    authenticator: (app: FastifyInstance) => async (request: FastifyRequest) => {
      auths.set(request, await requireBearerKey(request, realm, messages, (key) => resolve(app, key)));
    },
    of(request: FastifyRequest): A {
      const auth = auths.get(request);
      if (!auth) throw bearerUnauthenticated(realm, messages.missingKey);
      return auth;
    },
  };
}
