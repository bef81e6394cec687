import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consignmentImportEndpoints as endpoints, IMPORT_MAX_BYTES } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { serveImport, uncached, userOf } from '../../platform/imports/import-routes';
import {
  countIssues,
  deleteSelected,
  getImport,
  recheckIssues,
  releaseSelected,
  startImport,
} from './consignment-import.service';
import { IMPORT_EXAMPLE_CSV, IMPORT_TEMPLATE_CSV } from './import-files';

/** DESIGN 5: consignment import, its progress, the template and example, and the bulk actions on issues. */
export const consignmentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const deps = () => ({ db: app.db, clock: app.clock, gs1CompanyPrefix: app.config.gs1CompanyPrefix });
  const signedIn = { preHandler: app.authenticate };

  serveImport(
    app,
    { start: endpoints.start, progress: endpoints.get },
    {
      maxBytes: IMPORT_MAX_BYTES,
      start: (userId, data) => startImport(deps(), userId, data),
      progress: (userId, id) => getImport(app.db, userId, id),
    },
  );
  serve(
    app,
    endpoints.count,
    async (request, reply) => {
      uncached(reply);
      return { data: await countIssues(app.db, userOf(request), request.query) };
    },
    signedIn,
  );
  for (const [endpoint, act] of [
    [endpoints.release, releaseSelected],
    [endpoints.delete, deleteSelected],
  ] as const)
    serve(
      app,
      endpoint,
      async (request) => ({
        data: { consignmentIds: await act(deps(), userOf(request), request.body.data.consignmentIds) },
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
