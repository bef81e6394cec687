import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiryEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { requestBaseUrl } from '../../platform/http/request-base-url';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { listEnquiries, lodgeEnquiry } from './enquiries.service';

/** Spec 7, the sender API: enquiries about consignments. */
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);

  serve(app, enquiryEndpoints.create, async (request, reply) => {
    const enquiry = await lodgeEnquiry(
      {
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        config: app.config,
        appUrl: requestBaseUrl(app.config.publicUrl, request),
      },
      sessionOf(request).userId,
      request.body.data,
    );
    return reply.status(201).send({ data: enquiry });
  });

  serve(app, enquiryEndpoints.list, async (request) => ({
    data: await listEnquiries(app.db, sessionOf(request).userId, request.query['filter[consignment.id]']),
  }));
};
