import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoprintEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { printConsignments } from './consignment-print';

/** POST /api/sender/v0/autoprint/print: consignments' documents sent to the site's print agent. */
export const consignmentPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serve(
    app,
    autoprintEndpoints.print,
    async (request, reply) => {
      const queued = await printConsignments(
        { db: app.db, clock: app.clock, gs1CompanyPrefix: app.config.gs1CompanyPrefix },
        sessionOf(request).userId,
        request.body,
      );
      return reply.status(201).send({ data: { queued } });
    },
    { preHandler: app.authenticate },
  );
};
