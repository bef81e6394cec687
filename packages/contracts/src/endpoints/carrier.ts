import { carrierIdentitySchema, openApiDocumentSchema } from '../carrier-api';
import { defineEndpoint, type EndpointDef } from '../endpoint';
import { carrierManifestEndpoints } from './carrier-manifests';
import { apiErrorDocumentSchema } from '../errors';
import { carrierTrackingEndpoints } from './tracking';

const unauthorised = { 401: apiErrorDocumentSchema };

/** The carrier-facing API (`/api/carrier/v0`, DESIGN 5b): a carrier's systems call it with their bearer key. */
export const carrierEndpoints = {
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/carrier/v0/openapi.json',
    summary: 'This API described in OpenAPI 3.1',
    responses: { 200: openApiDocumentSchema },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/carrier/v0/me',
    summary: 'The carrier the key acts for: a check that a key works',
    responses: { 200: carrierIdentitySchema, ...unauthorised },
  }),
};

/** Endpoints of the carrier API that need no key. */
export const isPublicCarrierEndpoint = (endpoint: EndpointDef) => endpoint === carrierEndpoints.openApi;

/** Every endpoint of the carrier API; areas that answer carriers add theirs here. */
export const carrierApiEndpoints: readonly EndpointDef[] = [
  ...Object.values(carrierEndpoints),
  ...Object.values(carrierTrackingEndpoints),
  ...Object.values(carrierManifestEndpoints),
];
