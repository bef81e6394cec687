import type { onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressEndpoints as endpoints, addressMessages } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { createAddress, getAddress } from './addresses.service';
import { getLocality, searchLocalities } from './localities.service';
import { verify } from './verify.service';

/** Kept by the browser this long: a day, so a user who loses access to the address stops seeing it soon after. */
export const ADDRESS_CACHE_CONTROL = 'private, max-age=86400, immutable';

/**
 * Spec 7 (H44): addresses never change (a changed address is a new one with a new id), so the browser keeps each
 * one it has found; private, because reading one depends on the user's organisations. A route hook runs after
 * the API's own no-store, so only this answer is cacheable; a refusal or a 404 stays no-store.
 */
const keepFoundAddress: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode === 200) reply.header('cache-control', ADDRESS_CACHE_CONTROL);
  return payload;
};

/** Spec 7, the address service (base /api/address): localities, addresses and verification. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const signedIn = { preHandler: app.authenticate };

  serve(
    app,
    endpoints.searchLocalities,
    async (request) => ({ data: await searchLocalities(app.db, request.query.q, request.query.limit) }),
    signedIn,
  );

  serve(
    app,
    endpoints.getLocality,
    async (request) => ({ data: await getLocality(app.db, request.params.id) }),
    signedIn,
  );

  serve(
    app,
    endpoints.create,
    async (request, reply) => {
      const address = await createAddress(app.db, sessionOf(request).userId, request.body.data);
      return reply.status(201).send({ data: address });
    },
    signedIn,
  );

  // Spec 5: resolving an address without an id.
  serve(
    app,
    endpoints.getWithoutId,
    async () => {
      throw AppError.validation([{ pointer: '/params/id', detail: addressMessages.addressIdRequired }]);
    },
    signedIn,
  );

  serve(
    app,
    endpoints.get,
    async (request) => ({ data: await getAddress(app.db, sessionOf(request).userId, request.params.id) }),
    { ...signedIn, onSend: keepFoundAddress },
  );

  serve(
    app,
    endpoints.verify,
    async (request) => ({ data: await verify(app.db, request.body.data) }),
    signedIn,
  );
};
