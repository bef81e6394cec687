import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { trackingEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { readPodForToken, readPodForUser, type PodFile } from './proof-of-delivery';
import { publicTrackingOf } from './public-tracking';
import {
  issueLinkForUser,
  notificationSettingsForUser,
  saveNotificationSettingsForUser,
} from './tracking.service';

function sendPod(reply: FastifyReply, file: PodFile, head: boolean) {
  reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-length', String(file.byteSize))
    .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '-')}"`)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  if (head) {
    file.stream.destroy();
    return reply.send();
  }
  return reply.send(file.stream);
}

/** Tracking for signed-in shippers: proofs of delivery, receiver links and the site's receiver e-mails. */
export const senderTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const pods = () => ({ db: app.db, store: app.documentStore });

  // Spec 7 (S03); HEAD first, as the document viewer asks: a proof of delivery is ready once uploaded
  for (const [endpoint, head] of [
    [trackingEndpoints.podHead, true],
    [trackingEndpoints.pod, false],
  ] as const) {
    serve(app, endpoint, async (request, reply) =>
      sendPod(
        reply,
        await readPodForUser(pods(), sessionOf(request).userId, request.params.id, request.params.documentId),
        head,
      ),
    );
  }

  serve(app, trackingEndpoints.trackingLink, async (request, reply) => {
    const link = await issueLinkForUser(app.db, sessionOf(request).userId, request.params.id);
    return reply.status(201).send({ data: link });
  });
  serve(app, trackingEndpoints.receiverNotifications, async (request) => ({
    data: await notificationSettingsForUser(app.db, sessionOf(request).userId, request.params.siteId),
  }));
  serve(app, trackingEndpoints.changeReceiverNotifications, async (request) => ({
    data: await saveNotificationSettingsForUser(
      { db: app.db, clock: app.clock },
      sessionOf(request).userId,
      request.params.siteId,
      request.body.data,
    ),
  }));
};

/** The receiver's public tracking page's data and proof of delivery: no sign-in, only an issued token. */
export const publicTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serve(app, trackingEndpoints.publicTracking, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return { data: await publicTrackingOf(app.db, app.config.brandName, request.params.token) };
  });
  const pods = () => ({ db: app.db, store: app.documentStore });
  serve(app, trackingEndpoints.publicPod, async (request, reply) =>
    sendPod(reply, await readPodForToken(pods(), request.params.token, request.params.documentId), false),
  );
};
