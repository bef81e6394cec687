import { z } from 'zod';
import {
  consignmentAddLinesRequestSchema,
  consignmentCreatedSchema,
  consignmentIdParamsSchema,
  consignmentListQuerySchema,
  consignmentListResponseSchema,
  consignmentRequestSchema,
  consignmentResponseSchema,
  consignmentSummaryRequestSchema,
} from '../consignments';
import { labelSetRequestSchema, labelSetResponseSchema } from '../consignment-labels';
import { defineEndpoint, defineEndpoints, fileAnswerSchema } from '../endpoint';
import { consignmentRoutes } from '../routes/consignments';
import { errorAnswers } from '../errors';

/** What a consignment's routes answer when refused (spec 8): changes name their version in If-Match. */
const errors = errorAnswers(401, 403, 404, 409, 412, 422);

/** Spec 7: consignments of the sender API: reading, deleting and their documents. */
export const consignmentEndpoints = {
  ...defineEndpoints(errors, {
    list: {
      ...consignmentRoutes.list,
      summary: 'Consignments of a site or organisation, filtered, sorted and paged (JSON:API parameters)',
      query: consignmentListQuerySchema,
      responses: { 200: consignmentListResponseSchema },
    },
    csv: {
      ...consignmentRoutes.csv,
      summary: 'The same search as the list, as a CSV file the browser downloads',
      query: consignmentListQuerySchema,
      responses: { 200: fileAnswerSchema('text/csv; charset=utf-8') },
    },
    get: {
      ...consignmentRoutes.get,
      summary: 'A consignment with its items and tracking events; its ETag is the version a change names',
      params: consignmentIdParamsSchema,
      responses: { 200: consignmentResponseSchema },
    },
    delete: {
      ...consignmentRoutes.delete,
      summary: 'Deletes an unmanifested consignment, naming its version in If-Match (* when unknown)',
      params: consignmentIdParamsSchema,
      responses: { 204: z.null() },
    },
    /** The browser asks with HEAD (a redirect means tracking is available); GET answers the same. */
    trackingUrl: {
      ...consignmentRoutes.trackingUrl,
      summary: 'Redirects to the carrier’s tracking page of the consignment; 404 when it has none',
      params: consignmentIdParamsSchema,
      responses: { 302: z.null() },
    },
  }),
  /** The labels of many consignments as one PDF; the answer's url is polled with HEAD, then read with GET. */
  labelSet: defineEndpoint({
    ...consignmentRoutes.labelSet,
    summary:
      'Starts one PDF of the labels of up to 200 consignments of sites the user holds; HEAD its url until 200, then GET',
    body: labelSetRequestSchema,
    responses: {
      202: labelSetResponseSchema,
      ...errorAnswers(401, 422),
    },
  }),
};

/**
 * Spec 7: the changes that send a whole consignment (create, replace) or part of one. Apart from the reads so a
 * screen that only lists consignments does not carry the request schemas.
 */
export const consignmentChangeEndpoints = defineEndpoints(errors, {
  create: {
    method: 'POST',
    path: '/api/sender/v0/consignments',
    summary: 'Creates a consignment, priced with its chosen service; answers it with its ETag and next steps',
    body: consignmentRequestSchema,
    responses: { 201: consignmentCreatedSchema },
  },
  replace: {
    method: 'PUT',
    path: '/api/sender/v0/consignments/:id',
    summary: 'Replaces an unmanifested consignment, naming the version it changes in If-Match',
    params: consignmentIdParamsSchema,
    body: consignmentRequestSchema,
    responses: { 200: consignmentResponseSchema },
  },
  changeSummary: {
    method: 'PUT',
    path: '/api/sender/v0/consignments/:id/summary',
    summary: 'Changes the references and instructions of a consignment, naming its version in If-Match',
    params: consignmentIdParamsSchema,
    body: consignmentSummaryRequestSchema,
    responses: { 200: consignmentResponseSchema },
  },
  addLines: {
    method: 'POST',
    path: '/api/sender/v0/consignments/:id/lines',
    summary: 'Adds freight to an unmanifested consignment, priced again with its service (consolidation)',
    params: consignmentIdParamsSchema,
    body: consignmentAddLinesRequestSchema,
    responses: { 200: consignmentResponseSchema },
  },
});
