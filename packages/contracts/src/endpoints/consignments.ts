import { consignmentListQuerySchema, consignmentListResponseSchema } from '../consignments';
import { labelSetRequestSchema, labelSetResponseSchema } from '../consignment-labels';
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
  /** The labels of many consignments as one PDF; the answer's url is polled with HEAD, then read with GET. */
  labelSet: defineEndpoint({
    method: 'POST',
    path: '/api/sender/v0/consignments/labels',
    summary:
      'Starts one PDF of the labels of up to 200 consignments of sites the user holds; HEAD its url until 200, then GET',
    body: labelSetRequestSchema,
    responses: {
      202: labelSetResponseSchema,
      401: apiErrorDocumentSchema,
      422: apiErrorDocumentSchema,
    },
  }),
};
