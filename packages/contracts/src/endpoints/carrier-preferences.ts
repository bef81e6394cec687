import { z } from 'zod';
import {
  carrierPreferenceListQuerySchema,
  carrierPreferenceListResponseSchema,
  carrierPreferenceResponseSchema,
  createCarrierPreferenceRequestSchema,
  updateCarrierPreferenceRequestSchema,
} from '../carrier-preferences';
import { defineEndpoint } from '../endpoint';
import { errorAnswers } from '../errors';
import { idParamSchema } from '../fields';

const errors = errorAnswers(401, 403, 404, 409, 422);
const noContent = { 204: z.null(), ...errors };
const BASE = '/api/org/sender-policies/receiver-carrier-selection';

/** Spec 7: receiver carrier service policies (base /api/org/sender-policies/receiver-carrier-selection). */
export const carrierPreferenceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: "An organisation's receiver carrier service policies, searched, sorted and paged",
    query: carrierPreferenceListQuerySchema,
    responses: { 200: carrierPreferenceListResponseSchema, ...errors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Adds a receiver carrier service policy',
    body: createCarrierPreferenceRequestSchema,
    responses: { 201: carrierPreferenceResponseSchema, ...errors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'One receiver carrier service policy',
    params: idParamSchema,
    responses: { 200: carrierPreferenceResponseSchema, ...errors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Changes a receiver carrier service policy',
    params: idParamSchema,
    body: updateCarrierPreferenceRequestSchema,
    responses: { 200: carrierPreferenceResponseSchema, ...errors },
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/activate`,
    summary: 'Makes a policy active',
    params: idParamSchema,
    responses: noContent,
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/deactivate`,
    summary: 'Makes a policy inactive',
    params: idParamSchema,
    responses: noContent,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Deletes a receiver carrier service policy',
    params: idParamSchema,
    responses: noContent,
  }),
};
