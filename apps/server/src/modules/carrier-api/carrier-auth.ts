import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carrierApiMessages, errorCodes } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { carrierForKey } from './api-keys.service';

export interface CarrierAuth {
  carrierId: number;
  keyId: number;
}

const carrierAuths = new WeakMap<FastifyRequest, CarrierAuth>();

const unauthenticated = (detail: string) =>
  new AppError({
    status: 401,
    code: errorCodes.unauthenticated,
    title: 'Unauthorized',
    detail,
    headers: { 'WWW-Authenticate': 'Bearer realm="carrier"' },
  });

/** A preHandler for carrier API routes: the bearer key names the carrier the request acts for. */
export function carrierAuthenticator(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw unauthenticated(carrierApiMessages.missingKey);
    const found = await carrierForKey(app.db, match[1], app.clock.now());
    if (!found) throw unauthenticated(carrierApiMessages.invalidKey);
    carrierAuths.set(request, { carrierId: found.carrierId, keyId: found.id });
  };
}

/** The carrier of a route guarded by `carrierAuthenticator`. */
export function carrierOf(request: FastifyRequest): CarrierAuth {
  const auth = carrierAuths.get(request);
  if (!auth) throw unauthenticated(carrierApiMessages.missingKey);
  return auth;
}
