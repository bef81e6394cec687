import { z } from 'zod';
import {
  contactParamsSchema,
  contactRequestSchema,
  contactResponseSchema,
  duplicatesQuerySchema,
  duplicatesRequestSchema,
  duplicatesResponseSchema,
  entryListQuerySchema,
  entryListResponseSchema,
  entryRequestSchema,
  entryResponseSchema,
} from '../address-book';
import { defineEndpoint } from '../endpoint';
import { errorAnswers } from '../errors';
import { idParamSchema } from '../fields';
import { recordEndpoints } from '../record-endpoints';

const errors = errorAnswers(401, 403, 404, 409, 422);
const noContent = { 204: z.null(), ...errors };

/** Spec 7, the address book service (base /api/address-book/v0): a site's entries and their contacts. */
export const addressBookEntryEndpoints = {
  findDuplicates: defineEndpoint({
    method: 'POST',
    path: '/api/address-book/v0/entries/duplicates',
    summary: "The site's entries with the same name or at the same address as the one given",
    query: duplicatesQuerySchema,
    body: duplicatesRequestSchema,
    responses: { 200: duplicatesResponseSchema, ...errors },
  }),
  ...recordEndpoints('/api/address-book/v0/entries', {
    one: 'entry',
    article: 'an',
    many: "A site's entries",
    errors,
    summaries: {
      list: "A site's entries, searched, filtered, sorted and paged",
      get: 'One entry with its contacts',
      create: 'Adds an entry to a site',
      delete: 'Deletes an entry and its contacts',
    },
    schemas: {
      listQuery: entryListQuerySchema,
      list: entryListResponseSchema,
      record: entryResponseSchema,
      create: entryRequestSchema,
      update: entryRequestSchema,
    },
  }),
  addContact: defineEndpoint({
    method: 'POST',
    path: '/api/address-book/v0/entries/:id/contacts',
    summary: 'Adds a contact to an entry',
    params: idParamSchema,
    body: contactRequestSchema,
    responses: { 201: contactResponseSchema, ...errors },
  }),
  updateContact: defineEndpoint({
    method: 'PUT',
    path: '/api/address-book/v0/entries/:id/contacts/:contactId',
    summary: "Changes one of an entry's contacts",
    params: contactParamsSchema,
    body: contactRequestSchema,
    responses: { 200: contactResponseSchema, ...errors },
  }),
  deleteContact: defineEndpoint({
    method: 'DELETE',
    path: '/api/address-book/v0/entries/:id/contacts/:contactId',
    summary: "Deletes one of an entry's contacts",
    params: contactParamsSchema,
    responses: noContent,
  }),
};
