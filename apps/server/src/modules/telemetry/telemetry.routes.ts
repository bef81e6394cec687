import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANONYMOUS_TELEMETRY_REQUESTS_PER_MINUTE,
  TELEMETRY_MAX_BODY_BYTES,
  TELEMETRY_REQUESTS_PER_MINUTE,
  telemetryEndpoints,
} from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { rateLimit } from '../../platform/http/rate-limit';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { recordTelemetry } from './telemetry.service';

/**
 * DESIGN 5b: POST /api/telemetry/v0/events, batched, size-limited and rate-limited per user; errors met signed
 * out go to /errors, limited per client address.
 */
export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  await app.register(signedInTelemetry);
  const limit = rateLimit(app, {
    name: 'telemetry-anonymous',
    max: ANONYMOUS_TELEMETRY_REQUESTS_PER_MINUTE,
    windowSeconds: 60,
  });
  serve(
    app,
    telemetryEndpoints.recordErrors,
    async (request, reply) => {
      await limit(request);
      const accepted = await recordTelemetry(app.db, null, request.body);
      return reply.status(202).send({ accepted });
    },
    { bodyLimit: TELEMETRY_MAX_BODY_BYTES / 4 },
  );
};

const signedInTelemetry: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const limit = rateLimit(app, {
    name: 'telemetry',
    max: TELEMETRY_REQUESTS_PER_MINUTE,
    windowSeconds: 60,
    keyOf: (request) => sessionOf(request).userId,
  });
  serve(
    app,
    telemetryEndpoints.record,
    async (request, reply) => {
      await limit(request);
      const accepted = await recordTelemetry(app.db, sessionOf(request).userId, request.body);
      return reply.status(202).send({ accepted });
    },
    { bodyLimit: TELEMETRY_MAX_BODY_BYTES },
  );
};
