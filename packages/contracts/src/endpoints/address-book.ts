import {
  addressBookImportIdParamsSchema,
  addressBookImportRequestSchema,
  addressBookImportResponseSchema,
} from '../address-book-import';
import { defineEndpoints } from '../endpoint';
import { errorAnswers } from '../errors';

const errors = errorAnswers(401, 403, 404, 422);

/** The address book import: a CSV of entries for one site, imported by a background job. */
export const addressBookEndpoints = defineEndpoints(errors, {
  startImport: {
    method: 'POST',
    path: '/api/address-book/v0/imports',
    summary:
      'Imports a CSV of address book entries for one site: rows are checked and saved in a background job; an entry with the same quick access code, or the same name and address, is updated rather than repeated',
    body: addressBookImportRequestSchema,
    responses: { 202: addressBookImportResponseSchema },
  },
  getImport: {
    method: 'GET',
    path: '/api/address-book/v0/imports/:id',
    summary: "An address book import's progress, and each row's outcome once it has finished",
    params: addressBookImportIdParamsSchema,
    responses: { 200: addressBookImportResponseSchema },
  },
});
