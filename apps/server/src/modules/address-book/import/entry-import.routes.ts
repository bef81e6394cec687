import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressBookEndpoints as endpoints, ADDRESS_BOOK_IMPORT_MAX_BYTES } from '@freight/contracts';
import { serve } from '../../../platform/http/endpoint';
import { useZod } from '../../../platform/http/zod-scope';
import { sessionOf } from '../../../platform/session/authenticate';
import { getEntryImport, startEntryImport } from './entry-import.service';

/** The file travels as JSON text: every quote and line break may be escaped, so room for twice its size. */
const IMPORT_BODY_LIMIT = ADDRESS_BOOK_IMPORT_MAX_BYTES * 2 + 64 * 1024;

/** The address book import and its progress (registered without a prefix: the descriptors hold the paths). */
export const entryImportRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const signedIn = { preHandler: app.authenticate };
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  serve(
    app,
    endpoints.startImport,
    async (request, reply) =>
      reply.status(202).send({
        data: await startEntryImport({ db: app.db, clock: app.clock }, userOf(request), request.body.data),
      }),
    { ...signedIn, bodyLimit: IMPORT_BODY_LIMIT },
  );
  serve(
    app,
    endpoints.getImport,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getEntryImport(app.db, userOf(request), request.params.id) };
    },
    signedIn,
  );
};
