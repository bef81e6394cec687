/** The carrier-facing API (DESIGN 5b): keys, the bearer guard other areas' carrier routes use, its description. */
export { carrierApiRoutes } from './carrier-api.routes';
export { carrierAuthenticator, carrierOf, type CarrierAuth } from './carrier-auth';
export { issueCarrierKey, listCarrierKeys, revokeCarrierKey, type IssuedKey } from './api-keys.service';
