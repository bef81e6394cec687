import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carrierApiMessages } from '@freight/contracts';
import { bearerKeyOf, bearerUnauthenticated } from '../../platform/security/bearer-key';
import { carrierForKey } from './api-keys.service';

export interface CarrierAuth {
  carrierId: number;
  keyId: number;
}

const carrierAuths = new WeakMap<FastifyRequest, CarrierAuth>();

const unauthenticated = (detail: string) => bearerUnauthenticated('carrier', detail);

/** A preHandler for carrier API routes: the bearer key names the carrier the request acts for. */
export function carrierAuthenticator(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const key = bearerKeyOf(request);
    if (!key) throw unauthenticated(carrierApiMessages.missingKey);
    const found = await carrierForKey(app.db, key, app.clock.now());
    if (!found) throw unauthenticated(carrierApiMessages.invalidKey);
    carrierAuths.set(request, { carrierId: found.ownerId, keyId: found.id });
  };
}

/** The carrier of a route guarded by `carrierAuthenticator`. */
export function carrierOf(request: FastifyRequest): CarrierAuth {
  const auth = carrierAuths.get(request);
  if (!auth) throw unauthenticated(carrierApiMessages.missingKey);
  return auth;
}
