import { defineEndpoint } from '../endpoint';
import { legalDocumentsResponseSchema } from '../legal';

/** Public: the privacy policy and terms pages are readable without signing in. */
export const legalEndpoints = {
  documents: defineEndpoint({
    method: 'GET',
    path: '/api/legal/documents',
    summary: 'The privacy policy and terms in force today, with their dates',
    responses: { 200: legalDocumentsResponseSchema },
  }),
};
