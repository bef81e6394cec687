import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as policies from './carrier-preferences.service';

/** Spec 7: receiver carrier service policies (base /api/org/sender-policies/receiver-carrier-selection). */
export const carrierPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const signedIn = { preHandler: app.authenticate };
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  serve(
    app,
    endpoints.list,
    async (request) => policies.listPolicies(app.db, userOf(request), request.query),
    signedIn,
  );

  serve(
    app,
    endpoints.create,
    async (request, reply) => {
      const policy = await policies.createPolicy(app.db, userOf(request), request.body.data);
      return reply.status(201).send({ data: policy });
    },
    signedIn,
  );

  serve(
    app,
    endpoints.get,
    async (request) => ({ data: await policies.getPolicy(app.db, userOf(request), request.params.id) }),
    signedIn,
  );

  serve(
    app,
    endpoints.update,
    async (request) => ({
      data: await policies.updatePolicy(app.db, userOf(request), request.params.id, request.body.data),
    }),
    signedIn,
  );

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
      signedIn,
    );
  }

  serve(
    app,
    endpoints.delete,
    async (request, reply) => {
      await policies.deletePolicy(app.db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
    signedIn,
  );
};
