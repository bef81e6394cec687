/** Carrier preferences: a site's policies, which quoting reads. */
export { carrierPreferenceRoutes } from './carrier-preferences.routes';
export { createPolicyForSite, findActivePolicy, siteHasPolicies } from './carrier-preferences.service';
