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
import { recordEndpoints } from '../record-endpoints';

const errors = errorAnswers(401, 403, 404, 409, 422);
const noContent = { 204: z.null(), ...errors };
const BASE = '/api/org/sender-policies/receiver-carrier-selection' as const;

const policies = recordEndpoints(BASE, {
  one: 'receiver carrier service policy',
  many: "An organisation's receiver carrier service policies",
  errors,
  schemas: {
    listQuery: carrierPreferenceListQuerySchema,
    list: carrierPreferenceListResponseSchema,
    record: carrierPreferenceResponseSchema,
    create: createCarrierPreferenceRequestSchema,
    update: updateCarrierPreferenceRequestSchema,
  },
});

/** Spec 7: receiver carrier service policies (base /api/org/sender-policies/receiver-carrier-selection). */
export const carrierPreferenceEndpoints = {
  list: policies.list,
  create: policies.create,
  get: policies.get,
  update: policies.update,
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
  delete: policies.delete,
};
