import { defineEndpoint } from '../endpoint';
import {
  enquiryListQuerySchema,
  enquiryListResponseSchema,
  enquiryRequestSchema,
  enquiryResponseSchema,
} from '../enquiries';
import { apiErrorDocumentSchema } from '../errors';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};

export const enquiryEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/sender/v0/enquiries',
    summary:
      'Lodges an enquiry about a consignment with the provider’s support (allowed on suspended sites too)',
    body: enquiryRequestSchema,
    responses: { 201: enquiryResponseSchema, ...errors },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sender/v0/enquiries',
    summary: 'The enquiries lodged about a consignment, newest first',
    query: enquiryListQuerySchema,
    responses: { 200: enquiryListResponseSchema, ...errors },
  }),
};
