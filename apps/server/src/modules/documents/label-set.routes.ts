import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consignmentEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { requestLabelSet } from './label-sets';

/**
 * The labels of many consignments as one PDF: 202 with the document's url, which answers HEAD with 202 until
 * the PDF is made, then 200, as every document does. Registered without a prefix: descriptors carry full paths.
 */
export const labelSetRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  serve(app, consignmentEndpoints.labelSet, async (request, reply) => {
    const set = await requestLabelSet(
      app.db,
      app.documentSources,
      sessionOf(request).userId,
      request.body.data.consignmentIds,
    );
    return reply.status(202).send({
      data: {
        documentId: set.row.id,
        url: `/api/sender/v0/documents/${set.row.id}`,
        consignments: set.consignments,
        labels: set.labels,
      },
    });
  });
};
