import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consignmentImportEndpoints as endpoints, IMPORT_MAX_BYTES } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import {
  countIssues,
  deleteSelected,
  getImport,
  recheckIssues,
  releaseSelected,
  startImport,
} from './consignment-import.service';
import { IMPORT_EXAMPLE_CSV, IMPORT_TEMPLATE_CSV } from './import-files';

/** The file travels as JSON text: every quote and line break may be escaped, so room for twice its size. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES * 2 + 64 * 1024;

/** DESIGN 5: consignment import, its progress, the template and example, and the bulk actions on issues. */
export const consignmentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const deps = () => ({ db: app.db, clock: app.clock, gs1CompanyPrefix: app.config.gs1CompanyPrefix });
  const signedIn = { preHandler: app.authenticate };
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  serve(
    app,
    endpoints.start,
    async (request, reply) =>
      reply.status(202).send({ data: await startImport(deps(), userOf(request), request.body.data) }),
    { ...signedIn, bodyLimit: IMPORT_BODY_LIMIT },
  );
  serve(
    app,
    endpoints.get,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getImport(app.db, userOf(request), request.params.id) };
    },
    signedIn,
  );
  serve(
    app,
    endpoints.count,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await countIssues(app.db, userOf(request), request.query) };
    },
    signedIn,
  );
  serve(
    app,
    endpoints.release,
    async (request) => ({
      data: {
        consignmentIds: await releaseSelected(deps(), userOf(request), request.body.data.consignmentIds),
      },
    }),
    signedIn,
  );
  serve(
    app,
    endpoints.delete,
    async (request) => ({
      data: {
        consignmentIds: await deleteSelected(deps(), userOf(request), request.body.data.consignmentIds),
      },
    }),
    signedIn,
  );
  serve(
    app,
    endpoints.recheck,
    async (request) => ({ data: await recheckIssues(deps(), userOf(request), request.body.data) }),
    signedIn,
  );

  for (const [name, text] of [
    ['template', IMPORT_TEMPLATE_CSV],
    ['example', IMPORT_EXAMPLE_CSV],
  ] as const)
    serve(app, endpoints[name], async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="consignments-import-${name}.csv"`)
        .header('cache-control', 'no-cache')
        .send(text),
    );
};
