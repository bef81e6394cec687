/** Site API keys (DESIGN 5b): the carrier key model scoped to one site, for a site's own systems. */
export { hasBearerKey, missingCredentials, siteOfKey, type SiteKeyAuth } from './site-auth';
export { issueSiteKey, listSiteKeys, revokeSiteKey, type IssuedSiteKey } from './site-api-keys.service';
