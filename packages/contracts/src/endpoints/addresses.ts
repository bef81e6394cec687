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
import { defineEndpoint } from '../endpoint';
import { apiErrorDocumentSchema } from '../errors';
import { idParamSchema } from '../fields';

const errors = {
  401: apiErrorDocumentSchema,
  403: apiErrorDocumentSchema,
  404: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
};

/** Spec 7, the address service (base /api/address): localities, addresses and verification. */
export const addressEndpoints = {
  searchLocalities: defineEndpoint({
    method: 'GET',
    path: '/api/address/localities',
    summary: 'Localities whose name or postcode starts with the text typed',
    query: localitySearchQuerySchema,
    responses: { 200: localityListResponseSchema, ...errors },
  }),
  getLocality: defineEndpoint({
    method: 'GET',
    path: '/api/address/localities/:id',
    summary: 'One locality',
    params: idParamSchema,
    responses: { 200: localityResponseSchema, ...errors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/address/v0/addresses',
    summary: 'Saves an address; an address never changes, so a changed one is a new address with a new id',
    body: createAddressRequestSchema,
    responses: { 201: addressResponseSchema, ...errors },
  }),
  getWithoutId: defineEndpoint({
    method: 'GET',
    path: '/api/address/v0/addresses',
    summary: 'Refuses to resolve an address without its id (spec 5)',
    responses: errors,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/address/v0/addresses/:id',
    summary:
      "One address, kept by the browser for a day since it never changes; readable by its owner's users",
    params: addressIdParamSchema,
    responses: { 200: addressResponseSchema, ...errors },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/address/v0/verify',
    summary: 'Checks an address against the locality list, with suggestions when it does not match',
    body: verifyRequestSchema,
    responses: { 200: verifyResponseSchema, ...errors },
  }),
};
