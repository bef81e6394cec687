import { defineEndpoint, defineEndpoints, fileAnswerSchema } from '../endpoint';
import { consignmentImportRoutes } from '../routes/consignment-import';
import { errorAnswers } from '../errors';
import {
  consignmentImportResponseSchema,
  importIdParamsSchema,
  importRequestSchema,
  issueBulkRequestSchema,
  issueBulkResponseSchema,
  issueCountQuerySchema,
  issueCountResponseSchema,
  issueRecheckRequestSchema,
  issueRecheckResponseSchema,
} from '../consignment-import';

const errors = errorAnswers(401, 403, 404, 422);

/** Spec 7 and DESIGN 5: consignment import, and the bulk actions of "Resolve consignment issues". */
export const consignmentImportEndpoints = {
  ...defineEndpoints(errors, {
    start: {
      ...consignmentImportRoutes.start,
      summary:
        'Imports a CSV of consignments for one site: refused rows are answered at once, the rest become consignments in a background job',
      body: importRequestSchema,
      responses: { 202: consignmentImportResponseSchema },
    },
    get: {
      ...consignmentImportRoutes.get,
      summary: 'An import with its progress: rows read, consignments made, with issues, refused rows',
      params: importIdParamsSchema,
      responses: { 200: consignmentImportResponseSchema },
    },
    count: {
      ...consignmentImportRoutes.count,
      summary:
        'How many consignments of a site (or organisation) have issues, and how many wait to be released',
      query: issueCountQuerySchema,
      responses: { 200: issueCountResponseSchema },
    },
    release: {
      ...consignmentImportRoutes.release,
      summary: 'Releases issue-free consignments under the manual transfer policy to Ready to manifest',
      body: issueBulkRequestSchema,
      responses: { 200: issueBulkResponseSchema },
    },
    delete: {
      ...consignmentImportRoutes.delete,
      summary: 'Deletes the selected unmanifested consignments',
      body: issueBulkRequestSchema,
      responses: { 200: issueBulkResponseSchema },
    },
    recheck: {
      ...consignmentImportRoutes.recheck,
      summary:
        'Checks and prices again every consignment with issues (after an address book or rate card change)',
      body: issueRecheckRequestSchema,
      responses: { 200: issueRecheckResponseSchema },
    },
  }),
  template: defineEndpoint({
    ...consignmentImportRoutes.template,
    summary: 'The import’s template: the header line of the columns it reads',
    responses: { 200: fileAnswerSchema('text/csv') },
  }),
  example: defineEndpoint({
    ...consignmentImportRoutes.example,
    summary: 'An example import file, every column filled in',
    responses: { 200: fileAnswerSchema('text/csv') },
  }),
};
