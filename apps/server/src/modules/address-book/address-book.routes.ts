import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import { serveKeptList } from '../../platform/cache/kept-lists';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as contacts from './contacts.service';
import * as entries from './entries.service';
import * as entryList from './entry-list.service';

/** Spec 7, the address book service (base /api/address-book/v0): a site's entries and their contacts. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const signedIn = { preHandler: app.authenticate };
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  serve(
    app,
    endpoints.findDuplicates,
    async (request) =>
      entryList.findDuplicates(app.db, userOf(request), request.body.data.attributes, request.query),
    signedIn,
  );

  // kept until the site's entries or their contacts change (migration 0032)
  serveKeptList(
    app,
    endpoints.list,
    async (userId, query) => ({
      answer: await entryList.listEntries(app.db, userId, query),
      siteIds: [query['filter[siteId]']],
    }),
    signedIn,
  );

  serve(
    app,
    endpoints.get,
    async (request) => ({ data: await entries.getEntry(app.db, userOf(request), request.params.id) }),
    signedIn,
  );

  serve(
    app,
    endpoints.create,
    async (request, reply) => {
      const entry = await entries.createEntry(app.db, userOf(request), request.body.data.attributes);
      return reply.status(201).send({ data: entry });
    },
    signedIn,
  );

  serve(
    app,
    endpoints.update,
    async (request) => ({
      data: await entries.updateEntry(
        app.db,
        userOf(request),
        request.params.id,
        request.body.data.attributes,
      ),
    }),
    signedIn,
  );

  serve(
    app,
    endpoints.delete,
    async (request, reply) => {
      await entries.deleteEntry(app.db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
    signedIn,
  );

  serve(
    app,
    endpoints.addContact,
    async (request, reply) => {
      const { id } = request.params;
      const contact = await contacts.addContact(app.db, userOf(request), id, request.body.data.attributes);
      return reply.status(201).send({ data: contact });
    },
    signedIn,
  );

  serve(
    app,
    endpoints.updateContact,
    async (request) => {
      const { id, contactId } = request.params;
      const attributes = request.body.data.attributes;
      return { data: await contacts.updateContact(app.db, userOf(request), id, contactId, attributes) };
    },
    signedIn,
  );

  serve(
    app,
    endpoints.deleteContact,
    async (request, reply) => {
      const { id, contactId } = request.params;
      await contacts.deleteContact(app.db, userOf(request), id, contactId);
      return reply.status(204).send(null);
    },
    signedIn,
  );
};
