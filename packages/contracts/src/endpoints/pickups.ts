import { z } from 'zod';
import { defineEndpoint, defineEndpoints } from '../endpoint';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';
import {
  carrierPickupAnswerSchema,
  carrierPickupResponseSchema,
  carrierPickupTokenParamsSchema,
  pickupIdParamsSchema,
  pickupReliabilityQuerySchema,
  pickupReliabilityResponseSchema,
  pickupRequestBodySchema,
  pickupResponseSchema,
  pickupSearchRequestSchema,
  pickupSearchResponseSchema,
  pickupServiceCutoffRequestSchema,
  pickupServiceCutoffResponseSchema,
  pickupServiceRequestSchema,
} from '../pickups';

const errors = errorAnswers(401, 403, 404, 422);

/** Spec 7, the sender API: pickups, and the carrier's tokenised response (no session). */
export const pickupEndpoints = {
  ...defineEndpoints(errors, {
    create: {
      method: 'POST',
      path: '/api/sender/v0/pickups',
      summary: 'Create a pickup; answers it with its evaluated services and consignments',
      body: pickupRequestBodySchema,
      responses: { 201: pickupResponseSchema },
    },
    update: {
      method: 'PUT',
      path: '/api/sender/v0/pickups/:id',
      summary: 'Update a pickup; answers it with its evaluated services and consignments',
      params: pickupIdParamsSchema,
      body: pickupRequestBodySchema,
      responses: { 200: pickupResponseSchema },
    },
    get: {
      method: 'GET',
      path: '/api/sender/v0/pickups/:id',
      summary: 'A pickup with its requests and evaluated services',
      params: pickupIdParamsSchema,
      responses: { 200: pickupResponseSchema },
    },
    delete: {
      method: 'DELETE',
      path: '/api/sender/v0/pickups/:id',
      summary: 'Delete a pickup not yet requested (a draft); 409 once the carrier has been asked',
      params: pickupIdParamsSchema,
      responses: { 204: z.null(), ...errorAnswers(409) },
    },
    request: {
      method: 'POST',
      path: '/api/sender/v0/pickups/:id/requests',
      summary:
        'Request the pickup from a chosen agreed service: e-mails the carrier confirm and reject links',
      params: pickupIdParamsSchema,
      body: pickupServiceRequestSchema,
      responses: { 201: pickupResponseSchema },
    },
    search: {
      method: 'POST',
      path: '/api/sender/pickups/search',
      summary:
        'Pickups of the sites asked for, filtered (pickupWindow, status, type, services), paged and sorted',
      body: pickupSearchRequestSchema,
      responses: { 200: pickupSearchResponseSchema },
    },
    bookingCutoff: {
      method: 'POST',
      path: '/api/sender/v0/pickup-service',
      summary:
        "The agreed service's booking cut-off for a pickup date at the sender's place; 204 when it has none",
      body: pickupServiceCutoffRequestSchema,
      responses: { 200: pickupServiceCutoffResponseSchema, 204: z.null() },
    },
    reliability: {
      method: 'GET',
      path: '/api/sender/v0/pickup-reliability',
      summary: 'How each agreed service of a site answered its pickup requests over the last 90 days',
      query: pickupReliabilityQuerySchema,
      responses: { 200: pickupReliabilityResponseSchema },
    },
  }),
  carrierView: defineEndpoint({
    method: 'GET',
    path: '/api/sender/v0/pickups/confirmation/:token',
    summary: 'The pickup summary a carrier response link shows (public, rate limited)',
    params: carrierPickupTokenParamsSchema,
    responses: { 200: carrierPickupResponseSchema, 404: apiErrorDocumentSchema, 429: apiErrorDocumentSchema },
  }),
  carrierAnswer: defineEndpoint({
    method: 'PUT',
    path: '/api/sender/v0/pickups/confirmation/:token',
    summary:
      'The carrier confirms (with a reference) or rejects (with a reason); 403 already actioned, 409 answered the other way',
    params: carrierPickupTokenParamsSchema,
    body: carrierPickupAnswerSchema,
    responses: {
      200: carrierPickupResponseSchema,
      ...errorAnswers(403, 404, 409, 422, 429),
    },
  }),
};
