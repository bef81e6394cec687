import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { serveRecords } from '../../platform/http/record-routes';
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

  // a list is kept until the site's entries or their contacts change (migration 0032)
  serveRecords(app, endpoints, {
    list: entryList.listEntries,
    get: entries.getEntry,
    create: (db, userId, data) => entries.createEntry(db, userId, data.attributes),
    update: (db, userId, id, data) => entries.updateEntry(db, userId, id, data.attributes),
    remove: entries.deleteEntry,
  });

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
