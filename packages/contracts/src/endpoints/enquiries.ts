import { defineEndpoints } from '../endpoint';
import {
  enquiryListQuerySchema,
  enquiryListResponseSchema,
  enquiryRequestSchema,
  enquiryResponseSchema,
} from '../enquiries';
import { errorAnswers } from '../errors';

const errors = errorAnswers(401, 403, 404, 422);

export const enquiryEndpoints = defineEndpoints(errors, {
  create: {
    method: 'POST',
    path: '/api/sender/v0/enquiries',
    summary:
      'Lodges an enquiry about a consignment with the provider’s support (allowed on suspended sites too)',
    body: enquiryRequestSchema,
    responses: { 201: enquiryResponseSchema },
  },
  list: {
    method: 'GET',
    path: '/api/sender/v0/enquiries',
    summary: 'The enquiries lodged about a consignment, newest first',
    query: enquiryListQuerySchema,
    responses: { 200: enquiryListResponseSchema },
  },
});
