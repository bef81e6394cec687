import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { serveRecords } from '../../platform/http/record-routes';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as policies from './carrier-preferences.service';

/** Spec 7: receiver carrier service policies (base /api/org/sender-policies/receiver-carrier-selection). */
export const carrierPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serveRecords(app, endpoints, policies);
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  for (const [endpoint, isActive] of [
    [endpoints.activate, true],
    [endpoints.deactivate, false],
  ] as const) {
    serve(
      app,
      endpoint,
      async (request, reply) => {
        await policies.setPolicyActive(app.db, userOf(request), request.params.id, isActive);
        return reply.status(204).send(null);
      },
      { preHandler: app.authenticate },
    );
  }
};
