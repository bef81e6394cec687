import { defineEndpoints } from '../endpoint';
import { errorAnswers } from '../errors';
import {
  formConfigurationParamsSchema,
  formConfigurationQuerySchema,
  formConfigurationResponseSchema,
  quoteSetRequestSchema,
  quoteSetResponseSchema,
} from '../quotes';

const errors = errorAnswers(401, 403, 404, 409, 422);

/** Spec 7, the sender API: quote sets and the forms' configuration. */
export const quoteEndpoints = defineEndpoints(errors, {
  /** Under the x-concurrency-key header, a newer request replaces a pending one of the same key. */
  createQuoteSet: {
    method: 'POST',
    path: '/api/sender/v0/quote-sets',
    summary:
      'Prices the freight with every service of the site; a newer request under the same x-concurrency-key ' +
      'header (1 to 100 visible characters) replaces a pending one',
    body: quoteSetRequestSchema,
    responses: { 201: quoteSetResponseSchema },
  },
  formConfiguration: {
    method: 'GET',
    path: '/api/sender/form-configurations/:resourceType',
    summary:
      'The site’s custom fields and default shipping cost recovery for an estimate or consignment form',
    params: formConfigurationParamsSchema,
    query: formConfigurationQuerySchema,
    responses: { 200: formConfigurationResponseSchema },
  },
});
