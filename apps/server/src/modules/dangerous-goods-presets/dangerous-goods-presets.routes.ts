import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as presets from './dangerous-goods-presets.service';

/** Spec 7: dangerous goods presets (base /api/org/dangerous-goods/presets). */
export const dangerousGoodsPresetRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const signedIn = { preHandler: app.authenticate };
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  serve(
    app,
    endpoints.list,
    async (request) => presets.listPresets(app.db, userOf(request), request.query),
    signedIn,
  );

  serve(
    app,
    endpoints.get,
    async (request) => ({ data: await presets.getPreset(app.db, userOf(request), request.params.id) }),
    signedIn,
  );

  serve(
    app,
    endpoints.create,
    async (request, reply) => {
      const preset = await presets.createPreset(app.db, userOf(request), request.body.data);
      return reply.status(201).send({ data: preset });
    },
    signedIn,
  );

  serve(
    app,
    endpoints.update,
    async (request) => ({
      data: await presets.updatePreset(app.db, userOf(request), request.params.id, request.body.data),
    }),
    signedIn,
  );

  serve(
    app,
    endpoints.delete,
    async (request, reply) => {
      await presets.deletePreset(app.db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
    signedIn,
  );
};
