import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_BOOK_MAX_PAGE_SIZE,
  ADDRESS_BOOK_PAGE_SIZE,
  apiErrorDocumentSchema,
  contactParamsSchema,
  contactRequestSchema,
  contactResponseSchema,
  duplicatesRequestSchema,
  entryListQuerySchema,
  entryListResponseSchema,
  entryRequestSchema,
  entryResponseSchema,
  idParamSchema,
  pagedSchema,
  entrySchema,
  queryInt,
} from '@freight/contracts';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import * as contacts from './contacts.service';
import * as entries from './entries.service';
import * as entryList from './entry-list.service';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  409: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};
const noContent = { 204: z.null(), ...errors };

const duplicatesQuerySchema = z.object({
  limit: queryInt(1, ADDRESS_BOOK_MAX_PAGE_SIZE, ADDRESS_BOOK_PAGE_SIZE),
  offset: queryInt(0, 1_000_000_000, 0),
});

/** Spec 7, the address book service (base /api/address-book/v0): a site's entries and their contacts. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  app.post(
    '/entries/duplicates',
    {
      schema: {
        querystring: duplicatesQuerySchema,
        body: duplicatesRequestSchema,
        response: { 200: pagedSchema(entrySchema), ...errors },
      },
    },
    async (request) =>
      entryList.findDuplicates(app.db, userOf(request), request.body.data.attributes, request.query),
  );

  app.get(
    '/entries',
    { schema: { querystring: entryListQuerySchema, response: { 200: entryListResponseSchema, ...errors } } },
    async (request) => entryList.listEntries(app.db, userOf(request), request.query),
  );

  app.get(
    '/entries/:id',
    { schema: { params: idParamSchema, response: { 200: entryResponseSchema, ...errors } } },
    async (request) => ({ data: await entries.getEntry(app.db, userOf(request), request.params.id) }),
  );

  app.post(
    '/entries',
    { schema: { body: entryRequestSchema, response: { 201: entryResponseSchema, ...errors } } },
    async (request, reply) => {
      const entry = await entries.createEntry(app.db, userOf(request), request.body.data.attributes);
      return reply.status(201).send({ data: entry });
    },
  );

  app.put(
    '/entries/:id',
    {
      schema: {
        params: idParamSchema,
        body: entryRequestSchema,
        response: { 200: entryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await entries.updateEntry(
        app.db,
        userOf(request),
        request.params.id,
        request.body.data.attributes,
      ),
    }),
  );

  app.delete(
    '/entries/:id',
    { schema: { params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await entries.deleteEntry(app.db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/entries/:id/contacts',
    {
      schema: {
        params: idParamSchema,
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const contact = await contacts.addContact(app.db, userOf(request), id, request.body.data.attributes);
      return reply.status(201).send({ data: contact });
    },
  );

  app.put(
    '/entries/:id/contacts/:contactId',
    {
      schema: {
        params: contactParamsSchema,
        body: contactRequestSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, contactId } = request.params;
      const attributes = request.body.data.attributes;
      return { data: await contacts.updateContact(app.db, userOf(request), id, contactId, attributes) };
    },
  );

  app.delete(
    '/entries/:id/contacts/:contactId',
    { schema: { params: contactParamsSchema, response: noContent } },
    async (request, reply) => {
      const { id, contactId } = request.params;
      await contacts.deleteContact(app.db, userOf(request), id, contactId);
      return reply.status(204).send(null);
    },
  );
};
