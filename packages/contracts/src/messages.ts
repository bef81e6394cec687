/** The spec's own words (document 000, sections 2, 4, 5 and 8), quoted verbatim. */

export const passwordPolicyMessage =
  'Password should have at least 8 characters, including numbers and uppercase and lowercase characters';

export const signInMessages = {
  invalidUsernameEmailOrPassword: 'Invalid username, email or password',
  invalidUsernameOrPassword: 'Invalid username or password',
  usernameOrPasswordInvalid: 'Username or password is invalid',
  usernameEmpty: 'Username cannot be empty',
  noEmail: 'User does not have an email address',
  sessionExpired: 'Your session has expired, please log in again',
  tooManyFailedLogins: 'Too many failed login attempts, try again in 30 seconds',
  tooManyFailedAttempts: 'Too many failed attempts, try again in 30 seconds',
  usernameNotFound: 'Username not found',
  networkError: 'Network error, please check your internet connection',
  oldPasswordInvalid: 'Old password is invalid',
  newPasswordInvalid: 'New password is invalid',
  temporaryPasswordExpired:
    'Your temporary password has expired and can no longer be used. Contact support to have it reset',
  verificationCodeMismatch: 'Verification code does not match',
} as const;

export const passwordResetMessages = {
  codeInvalid: 'The code is invalid',
  codeInvalidRetry: 'The code is invalid. Try re-entering or resend code.',
  instruction: 'If an account exists with this username an email will be sent with further instructions.',
  complete: 'Password has been reset',
} as const;

export const startupMessages = {
  userNotValid: 'User is not valid',
  noSites: 'User is not configured to access any sites',
  accessDenied: 'Access denied: You do not have access. Contact the site administrator.',
  loadingUser: 'Loading your user details',
  loadingSite: 'Loading site details',
} as const;

export const policyFamilyNames = {
  creditReporting: 'Credit Reporting Policy',
  privacy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
} as const;
export const noValidPolicyMessage = (family: keyof typeof policyFamilyNames) =>
  `Could not determine a valid ${policyFamilyNames[family]} document for the current date`;

export const contextMessages = {
  cannotAccess: (kind: 'site' | 'org') => `Cannot access selected ${kind}`,
  unableToFetchSiteName: 'Unable to fetch site name',
  orgHasNoSites: 'organisation has no sites',
  noOrgSelected: 'cannot construct site link when no org is selected',
  defaultSet: (site: string) => `${site} set as default`,
  allSitesDefault: 'All sites set as default',
} as const;

export const statusBannerMessages = {
  orgOffboarded: (org: string) => `${org} and all its sites are offboarded`,
  orgSuspended: (org: string) => `${org} and all its sites are suspended`,
  siteOffboarded: (site: string) => `${site} site has been offboarded`,
  siteSuspended: 'Site suspended - you can only track consignments and lodge enquiries',
} as const;

export const displayMessages = {
  unableToConnect: 'Unable to connect. Check your internet connection and try again.',
  notFound: 'The requested resource was not found. Go back',
  badRequest: 'There was a problem with the request. Please reload or try again.',
  slow: 'This task is taking longer than expected. Try refreshing the page',
  errorRefresh: 'There was an error. Try refreshing the page',
  somethingWrong: 'Something went wrong. Try refreshing the page',
} as const;

export const errorScreenMessages = {
  pageNotFound: 'Oops! Page not found.',
  resourceNotFound: (resource: string) => `Oops! ${resource} not found.`,
  accessDenied: 'Access denied.',
  conflict: 'There is a conflict with the consignment information.',
  networkFailure: 'Unable to connect',
  generic: 'Oops! Something went wrong.',
  unauthenticated: 'You need to log in to access this resource.',
  permissionDenied: 'You do not have permission to access to the requested resource.',
} as const;

export const bannerMessages = {
  widescreen: 'For the optimal experience use a widescreen display.',
  offline: 'Unable to connect. Please check your internet connection.',
} as const;

export const dialogMessages = {
  changeSiteTitle: 'Change site?',
  changeSiteByAction: (action: string, site: string) => `By ${action} your site will change to ${site}`,
  changeSite: (site: string) => `You are about to change site to ${site}`,
  changeSiteConfirm: 'Yes, change site',
  siteChanged: 'Site has changed',
  selectSite: 'Select site',
  selectSiteFor: (purpose: string) => `Select site for ${purpose}`,
  searchSites: 'Search sites',
  popupsBlockedTitle: 'Pop-ups are blocked on this browser',
  discardTitle: 'Discard changes?',
  discardText: 'All changes will be lost.',
  discardButton: 'Discard changes',
} as const;

export const userPreferencesMessages = {
  saved: 'User preferences saved',
} as const;
