import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressBookEndpoints as endpoints, ADDRESS_BOOK_IMPORT_MAX_BYTES } from '@freight/contracts';
import { useZod } from '../../../platform/http/zod-scope';
import { serveImport } from '../../../platform/imports/import-routes';
import { getEntryImport, startEntryImport } from './entry-import.service';

/** The address book import and its progress (registered without a prefix: the descriptors hold the paths). */
export const entryImportRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serveImport(
    app,
    { start: endpoints.startImport, progress: endpoints.getImport },
    {
      maxBytes: ADDRESS_BOOK_IMPORT_MAX_BYTES,
      start: (userId, data) => startEntryImport({ db: app.db, clock: app.clock }, userId, data),
      progress: (userId, id) => getEntryImport(app.db, userId, id),
    },
  );
};
