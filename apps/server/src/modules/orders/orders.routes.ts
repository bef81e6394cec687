import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints } from '@freight/contracts';
import { serveKeptList } from '../../platform/cache/kept-lists';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { SESSION_COOKIE } from '../../platform/session/session-cookie';
import { hasBearerKey, missingCredentials, siteOfKey } from '../site-api-keys';
import { deleteOrder, getOrder, listOrders, receiveOrder, type OrderActor } from './orders.service';

/** Spec 7, the sender API: orders. Registered without a prefix: the descriptors carry full paths. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const deps = { db: app.db, clock: app.clock };
  const keyedSites = new WeakMap<FastifyRequest, number>();

  /**
   * An order system sends its site's key; a browser, its session. A bearer request never reads the cookie. Who
   * sends is settled before the body is read, so a caller without a live key learns nothing from validation.
   */
  async function orderSender(request: FastifyRequest, reply: FastifyReply) {
    if (hasBearerKey(request)) {
      keyedSites.set(request, (await siteOfKey(app.db, request, app.clock.now())).siteId);
      return;
    }
    if (!request.cookies[SESSION_COOKIE]) throw missingCredentials();
    await app.authenticate(request, reply);
  }

  serve(
    app,
    orderEndpoints.create,
    async (request, reply) => {
      const siteId = keyedSites.get(request);
      const actor: OrderActor =
        siteId === undefined ? { kind: 'user', userId: sessionOf(request).userId } : { kind: 'key', siteId };
      const { order, created } = await receiveOrder(deps, actor, request.body);
      return reply.status(created ? 201 : 200).send({ data: order });
    },
    { onRequest: orderSender },
  );

  serveKeptList(app, orderEndpoints.list, (userId, query) => listOrders(app.db, userId, query), {
    preHandler: app.authenticate,
  });

  serve(
    app,
    orderEndpoints.get,
    async (request) => ({ data: await getOrder(app.db, sessionOf(request).userId, request.params.id) }),
    { preHandler: app.authenticate },
  );

  serve(
    app,
    orderEndpoints.delete,
    async (request, reply) => {
      await deleteOrder(app.db, sessionOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
    { preHandler: app.authenticate },
  );
};
