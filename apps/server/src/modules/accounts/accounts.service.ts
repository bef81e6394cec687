/**
 * Account changes made by the provider's support staff (the admin CLI and the demo seed): organisations,
 * sites and their settings, users, their sites, passwords and second factors. Rules live here and throw
 * AppError; SQL lives in accounts.repository.ts.
 */
export type { AccountsDeps, Ref, UserRef } from './deps';
export type { SiteSettings, CostCentre } from './site-settings';
export { createOrganisation, listOrganisations, setOrganisationStatus } from './organisations.service';
export type { OrganisationSummary } from './organisations.service';
export { findGs1Identity, setOrganisationGs1 } from './gs1-identity.service';
export type { Gs1Identity } from './gs1-identity.service';
export {
  createSite,
  listSites,
  recordDangerousGoodsTransacted,
  setSiteFlags,
  setSiteStatus,
} from './sites.service';
export type { CreateSiteInput, SiteSummary } from './sites.service';
export {
  createUser,
  disableUser,
  enableUser,
  listUsers,
  requestPasswordReset,
  setAcceptedTerms,
  setUserMfaTotp,
} from './users.service';
export type { CreateUserInput, UserSummary } from './users.service';
export { addMembership, removeMembership } from './memberships.service';
export type { MembershipInput } from './memberships.service';
export { siteByRef } from './resolve';
