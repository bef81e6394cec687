import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carrierTrackingEndpoints,
  POD_MAX_BODY_BYTES,
  TRACKING_BATCH_MAX_BODY_BYTES,
} from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { carrierAuthenticator, carrierOf } from '../carrier-api';
import { listCarrierConsignments } from './carrier-consignments';
import { ingestTrackingEvents } from './carrier-events';
import { uploadPod } from './proof-of-delivery';

/** DESIGN 5b: carriers report tracking events and upload proofs of delivery with their API key. */
export const carrierTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const keyed = carrierAuthenticator(app);

  serve(
    app,
    carrierTrackingEndpoints.consignments,
    async (request) => {
      const delivered = request.query['filter[isFullyDelivered]'];
      return listCarrierConsignments(app.db, carrierOf(request).carrierId, {
        afterId: request.query['page[after]'] ?? 0,
        limit: request.query['page[limit]'],
        isFullyDelivered: delivered === undefined ? undefined : delivered === 'true',
      });
    },
    { onRequest: keyed },
  );

  serve(
    app,
    carrierTrackingEndpoints.events,
    async (request) => ({
      data: await ingestTrackingEvents(
        { db: app.db, clock: app.clock },
        carrierOf(request).carrierId,
        request.body.events,
      ),
    }),
    { onRequest: keyed, bodyLimit: TRACKING_BATCH_MAX_BODY_BYTES },
  );

  serve(
    app,
    carrierTrackingEndpoints.proofOfDelivery,
    async (request, reply) => {
      const uploaded = await uploadPod(
        { db: app.db, store: app.documentStore },
        carrierOf(request).carrierId,
        request.body,
      );
      return reply.status(201).send({ data: uploaded });
    },
    { onRequest: keyed, bodyLimit: POD_MAX_BODY_BYTES },
  );
};
