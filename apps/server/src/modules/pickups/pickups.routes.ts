import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickupEndpoints } from '@freight/contracts';
import { KeptPickupTerms, PICKUP_TERMS_CHANGED_CHANNEL } from '../carriers';
import { serveKeptSearch } from '../../platform/cache/kept-lists';
import { serve } from '../../platform/http/endpoint';
import { rateLimit } from '../../platform/http/rate-limit';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { answerCarrierPickup, viewCarrierPickup } from './carrier-response.service';
import {
  createPickup,
  deletePickup,
  getPickup,
  pickupBookingCutoff,
  pickupReliability,
  requestPickup,
  searchPickups,
  updatePickup,
} from './pickups.service';
import { requestBaseUrl } from '../../platform/http/request-base-url';

/** Carrier links are guessable only by brute force; this keeps that slow from any one address. */
export const CARRIER_RESPONSE_LIMIT = { name: 'pickup-response', max: 30, windowSeconds: 60 };

/** Spec 7, the sender API: pickups (signed-in senders) and the carrier's response (its link's token only). */
export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  // the pickup view's services: kept while no change to the carriers' data is heard, listened for once the app is
  // ready, as the session and answer caches are
  let subscribed = false;
  const keptTerms = new KeptPickupTerms({ listening: () => subscribed && app.notifications.listening });
  app.addHook('onReady', async () => {
    await app.notifications.on(PICKUP_TERMS_CHANGED_CHANNEL, () => keptTerms.changed());
    subscribed = true;
  });
  const deps = () => ({ db: app.db, clock: app.clock });
  const signedIn = { preHandler: app.authenticate };
  const limited = { preHandler: rateLimit(app, CARRIER_RESPONSE_LIMIT) };

  serve(
    app,
    pickupEndpoints.create,
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createPickup(deps(), sessionOf(request).userId, request.body.data) }),
    signedIn,
  );
  serve(
    app,
    pickupEndpoints.update,
    async (request) => ({
      data: await updatePickup(deps(), sessionOf(request).userId, request.params.id, request.body.data),
    }),
    signedIn,
  );
  serve(
    app,
    pickupEndpoints.get,
    async (request) => ({
      data: await getPickup({ ...deps(), keptTerms }, sessionOf(request).userId, request.params.id),
    }),
    signedIn,
  );
  serve(
    app,
    pickupEndpoints.delete,
    async (request, reply) => {
      await deletePickup(deps(), sessionOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
    signedIn,
  );
  serve(
    app,
    pickupEndpoints.request,
    async (request, reply) => {
      const baseUrl = requestBaseUrl(app.config.publicUrl, request);
      const pickup = await requestPickup(
        { ...deps(), mailer: app.mailer, baseUrl },
        sessionOf(request).userId,
        request.params.id,
        {
          agreedServiceId: request.body.data.service.agreedServiceId,
          excludesDangerousGoods: request.body.data.dangerousGoodsDeclaration.excludesDangerousGoods,
        },
      );
      return reply.status(201).send({ data: pickup });
    },
    signedIn,
  );
  serveKeptSearch(
    app,
    pickupEndpoints.search,
    (userId, search) => searchPickups(app.db, userId, search),
    signedIn,
  );
  serve(
    app,
    pickupEndpoints.bookingCutoff,
    async (request, reply) => {
      const cutoff = await pickupBookingCutoff(deps(), sessionOf(request).userId, request.body);
      return cutoff === null ? reply.status(204).send(null) : { pickupBookingCutoff: cutoff };
    },
    signedIn,
  );
  serve(
    app,
    pickupEndpoints.reliability,
    async (request) => pickupReliability(deps(), sessionOf(request).userId, request.query.siteId),
    signedIn,
  );
  serve(
    app,
    pickupEndpoints.carrierView,
    async (request) => ({ data: { data: await viewCarrierPickup(deps(), request.params.token) } }),
    limited,
  );
  serve(
    app,
    pickupEndpoints.carrierAnswer,
    async (request) => ({
      data: { data: await answerCarrierPickup(deps(), request.params.token, request.body.data) },
    }),
    limited,
  );
};
