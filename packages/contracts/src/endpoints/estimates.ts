import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { errorAnswers } from '../errors';
import {
  estimateIdParamsSchema,
  estimateRequestSchema,
  estimateResponseSchema,
  estimateSearchRequestSchema,
  estimateSearchResponseSchema,
  saveEstimateRequestSchema,
} from '../estimates';

const errors = errorAnswers(401, 403, 404, 409, 422);

/** Spec 7, the sender API: estimates, priced with every service of the site, and their search. */
export const estimateEndpoints = defineEndpoints(errors, {
  create: {
    method: 'POST',
    path: '/api/sender/v0/estimates',
    summary: 'Creates an estimate; it comes back priced, with its quotes',
    body: estimateRequestSchema,
    responses: { 201: estimateResponseSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/sender/v0/estimates/:id',
    summary: 'Prices the estimate again; its earlier quotes and selection are replaced',
    params: estimateIdParamsSchema,
    body: estimateRequestSchema,
    responses: { 200: estimateResponseSchema },
  },
  save: {
    method: 'POST',
    path: '/api/sender/v0/estimates/:id/save',
    summary: 'Saves the estimate with the quotes chosen',
    params: estimateIdParamsSchema,
    body: saveEstimateRequestSchema,
    responses: { 200: estimateResponseSchema },
  },
  get: {
    method: 'GET',
    path: '/api/sender/v0/estimates/:id',
    summary: 'An estimate with its current quotes',
    params: estimateIdParamsSchema,
    responses: { 200: estimateResponseSchema },
  },
  delete: {
    method: 'DELETE',
    path: '/api/sender/v0/estimates/:id',
    summary: 'Deletes an estimate',
    params: estimateIdParamsSchema,
    responses: { 204: z.null() },
  },
  search: {
    method: 'POST',
    path: '/api/sender/estimates/search',
    summary: 'Saved estimates, filtered (createdAt as a range), sorted and paged',
    body: estimateSearchRequestSchema,
    responses: { 200: estimateSearchResponseSchema },
  },
});
