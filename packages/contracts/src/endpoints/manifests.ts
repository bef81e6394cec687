import { z } from 'zod';
import { defineEndpoint, defineEndpoints } from '../endpoint';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';
import {
  createManifestRequestSchema,
  createManifestResponseSchema,
  manifestIdParamsSchema,
  manifestResponseSchema,
  manifestSearchRequestSchema,
  manifestSearchResponseSchema,
} from '../manifests';

const errors = errorAnswers(401, 403, 422);

/** Spec 7: manifests of the sender API. */
export const manifestEndpoints = {
  ...defineEndpoints(errors, {
    create: {
      method: 'POST',
      path: '/api/sender/v0/manifests',
      summary:
        'Manifests consignments of one site: one manifest per carrier account, dispatch date and consignment type, all answered',
      body: createManifestRequestSchema,
      responses: { 201: createManifestResponseSchema, 409: apiErrorDocumentSchema },
    },
    search: {
      method: 'POST',
      path: '/api/sender/manifests/search',
      summary: 'Manifests of the sites asked for, filtered, sorted and paged (30 by default)',
      body: manifestSearchRequestSchema,
      responses: { 200: manifestSearchResponseSchema },
    },
    get: {
      method: 'GET',
      path: '/api/sender/v0/manifests/:id',
      summary: 'One manifest with its staged consignments and the carrier’s answers',
      params: manifestIdParamsSchema,
      responses: { 200: manifestResponseSchema, 404: apiErrorDocumentSchema },
    },
    /** HEAD answers 202 while the PDF is being made and 200 when ready (spec 4, 7); GET then sends it. */
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/sender/v0/manifests/:id/document.pdf',
    summary: 'The manifest PDF (A4); HEAD first: 202 while it is being made, 200 when ready',
    params: manifestIdParamsSchema,
    responses: {
      200: z.string().describe('application/pdf'),
      202: z.null(),
      ...errorAnswers(401, 404),
    },
  }),
};
