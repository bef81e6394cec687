import {
  addressIdParamSchema,
  addressResponseSchema,
  createAddressRequestSchema,
  localityListResponseSchema,
  localityResponseSchema,
  localitySearchQuerySchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '../addresses';
import { defineEndpoints } from '../endpoint';
import { errorAnswers } from '../errors';
import { idParamSchema } from '../fields';

const errors = errorAnswers(401, 403, 404, 422);

/** Spec 7, the address service (base /api/address): localities, addresses and verification. */
export const addressEndpoints = defineEndpoints(errors, {
  searchLocalities: {
    method: 'GET',
    path: '/api/address/localities',
    summary: 'Localities by name or postcode',
    query: localitySearchQuerySchema,
    responses: { 200: localityListResponseSchema },
  },
  getLocality: {
    method: 'GET',
    path: '/api/address/localities/:id',
    summary: 'One locality',
    params: idParamSchema,
    responses: { 200: localityResponseSchema },
  },
  create: {
    method: 'POST',
    path: '/api/address/v0/addresses',
    summary: 'Saves an address',
    body: createAddressRequestSchema,
    responses: { 201: addressResponseSchema },
  },
  getWithoutId: {
    method: 'GET',
    path: '/api/address/v0/addresses',
    summary: 'Refuses a read without an id',
    responses: {},
  },
  get: {
    method: 'GET',
    path: '/api/address/v0/addresses/:id',
    summary: 'One address',
    params: addressIdParamSchema,
    responses: { 200: addressResponseSchema },
  },
  verify: {
    method: 'POST',
    path: '/api/address/v0/verify',
    summary: 'Verifies an address',
    body: verifyRequestSchema,
    responses: { 200: verifyResponseSchema },
  },
});
