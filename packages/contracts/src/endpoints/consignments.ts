import { consignmentListQuerySchema, consignmentListResponseSchema } from '../consignments';
import { defineEndpoint } from '../endpoint';
import { apiErrorDocumentSchema } from '../errors';

/** Spec 7: consignments of the sender API, as described so far. */
export const consignmentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sender/v0/consignments',
    summary: 'Consignments of a site or organisation, filtered, sorted and paged (JSON:API parameters)',
    query: consignmentListQuerySchema,
    responses: {
      200: consignmentListResponseSchema,
      401: apiErrorDocumentSchema,
      403: apiErrorDocumentSchema,
      422: apiErrorDocumentSchema,
    },
  }),
};
