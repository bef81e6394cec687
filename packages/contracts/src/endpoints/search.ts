import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { errorAnswers } from '../errors';
import { consignmentSearchQuerySchema, consignmentSearchResponseSchema } from '../search';

const errors = errorAnswers(401, 403, 422);

/** DESIGN 4: the consignment search service (document 3, 7). */
export const searchEndpoints = defineEndpoints(errors, {
  consignments: {
    method: 'GET',
    path: '/api/search/v0/consignments',
    summary:
      'Searches consignments of the sites asked for (1 to 100, or an organisation): numbers, references and names, every filter, sorted and paged',
    query: consignmentSearchQuerySchema,
    responses: { 200: consignmentSearchResponseSchema },
  },
  csv: {
    method: 'GET',
    path: '/api/search/v0/consignments.csv',
    summary: 'The same search as CSV (UTF-8 with a byte order mark), every match in order',
    query: consignmentSearchQuerySchema,
    // a stream of text/csv, never serialised as JSON
    responses: { 200: z.unknown().meta({ description: 'text/csv; charset=utf-8' }) },
  },
});
