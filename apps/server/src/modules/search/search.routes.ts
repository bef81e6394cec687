import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints } from '@freight/contracts';
import { sendCsvDownload } from '../../platform/http/csv-download';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { exportConsignmentCsv, searchConsignmentPage } from './search.service';

const rawQueryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
};

/** DESIGN 4: the consignment search service at /api/search/v0. Registered without a prefix. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = () => ({ db: app.db, clock: app.clock });

  serve(app, searchEndpoints.consignments, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return searchConsignmentPage(deps(), sessionOf(request).userId, request.query, rawQueryOf(request.url));
  });

  // the body is a stream; a bad request still answers as JSON, before the first byte
  serve(app, searchEndpoints.csv, async (request, reply) => {
    const lines = await exportConsignmentCsv(deps(), sessionOf(request).userId, request.query);
    return sendCsvDownload(reply, 'consignments.csv', lines);
  });
};
