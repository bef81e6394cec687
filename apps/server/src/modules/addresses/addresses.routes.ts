import type { onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressIdParamSchema,
  addressMessages,
  addressResponseSchema,
  apiErrorDocumentSchema,
  createAddressRequestSchema,
  idParamSchema,
  localityListResponseSchema,
  localityResponseSchema,
  localitySearchQuerySchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { createAddress, getAddress } from './addresses.service';
import { getLocality, searchLocalities } from './localities.service';
import { verify } from './verify.service';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};

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
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/localities',
    {
      schema: {
        querystring: localitySearchQuerySchema,
        response: { 200: localityListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await searchLocalities(app.db, request.query.q, request.query.limit) }),
  );

  app.get(
    '/localities/:id',
    { schema: { params: idParamSchema, response: { 200: localityResponseSchema, ...errors } } },
    async (request) => ({ data: await getLocality(app.db, request.params.id) }),
  );

  app.post(
    '/v0/addresses',
    { schema: { body: createAddressRequestSchema, response: { 201: addressResponseSchema, ...errors } } },
    async (request, reply) => {
      const address = await createAddress(app.db, sessionOf(request).userId, request.body.data);
      return reply.status(201).send({ data: address });
    },
  );

  // Spec 5: resolving an address without an id.
  app.get('/v0/addresses', { schema: { response: errors } }, async () => {
    throw AppError.validation([{ pointer: '/params/id', detail: addressMessages.addressIdRequired }]);
  });

  app.get(
    '/v0/addresses/:id',
    {
      schema: { params: addressIdParamSchema, response: { 200: addressResponseSchema, ...errors } },
      onSend: keepFoundAddress,
    },
    async (request) => ({ data: await getAddress(app.db, sessionOf(request).userId, request.params.id) }),
  );

  app.post(
    '/v0/verify',
    { schema: { body: verifyRequestSchema, response: { 200: verifyResponseSchema, ...errors } } },
    async (request) => ({ data: await verify(app.db, request.body.data) }),
  );
};
