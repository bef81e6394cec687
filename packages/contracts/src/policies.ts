/** Spec 3, 4.5: the three policy families. */
export const policyFamilies = ['creditReporting', 'privacy', 'termsOfUse'] as const;
export type PolicyFamily = (typeof policyFamilies)[number];

/** Spec 4.5: effective dates of every document version, oldest first. Each date starts at 00:00 in POLICY_TIME_ZONE. */
export const policyEffectiveDates = {
  creditReporting: ['2021-03-24', '2021-03-31'],
  privacy: ['2021-03-24', '2021-03-31', '2021-05-28'],
  termsOfUse: ['2021-03-31'],
} as const satisfies Record<PolicyFamily, readonly string[]>;

/** Spec 9: the time zone in which effective dates begin. */
export const POLICY_TIME_ZONE = 'Australia/Melbourne';

/** The family's name in file names and URLs: `{slug}-{YYYY-MM-DD}.md`. */
export const policyFamilySlugs = {
  creditReporting: 'credit-reporting',
  privacy: 'privacy',
  termsOfUse: 'terms-of-use',
} as const satisfies Record<PolicyFamily, string>;
