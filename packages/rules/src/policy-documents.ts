import { noValidPolicyMessage, policyEffectiveDates, policyFamilies } from '@freight/contracts';
import type { PolicyFamily } from '@freight/contracts';
import { melbourneMidnight } from './melbourne-time';

export interface PolicyDocument {
  family: PolicyFamily;
  /** The document's key, 'YYYY-MM-DD'. */
  effectiveDate: string;
  /** 00:00 of effectiveDate in Melbourne. */
  effectiveAt: Date;
}

/** Spec 4.5: a document takes effect at the start of its date in Australia/Melbourne. */
export function effectiveInstant(date: string): Date {
  return melbourneMidnight(date);
}

/** Every version of a family, oldest first. */
export function policyDocuments(family: PolicyFamily): PolicyDocument[] {
  return policyEffectiveDates[family].map((effectiveDate) => ({
    family,
    effectiveDate,
    effectiveAt: effectiveInstant(effectiveDate),
  }));
}

/** Spec 4.5: the latest document of the family already in effect; none in effect is a start-up failure (spec 5.4). */
export function currentPolicyVersion(family: PolicyFamily, now: Date = new Date()): PolicyDocument {
  const inEffect = policyDocuments(family).filter((doc) => doc.effectiveAt.getTime() <= now.getTime());
  const current = inEffect.at(-1);
  if (!current) throw new Error(noValidPolicyMessage(family));
  return current;
}

/** The current document of every family. */
export function currentPolicyVersions(now: Date = new Date()): Record<PolicyFamily, PolicyDocument> {
  return {
    creditReporting: currentPolicyVersion('creditReporting', now),
    privacy: currentPolicyVersion('privacy', now),
    termsOfUse: currentPolicyVersion('termsOfUse', now),
  };
}

/** Spec 4.5: the newest effective instant among the three current documents. */
export function latestTermsDate(now: Date = new Date()): Date {
  const instants = policyFamilies.map((family) => currentPolicyVersion(family, now).effectiveAt.getTime());
  return new Date(Math.max(...instants));
}

/** Spec 4.5: accepted only if acceptedTermsAt is not earlier than the latest terms date; no time means not accepted. */
export function hasAcceptedTerms(
  acceptedTermsAt: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (acceptedTermsAt === null || acceptedTermsAt === undefined || acceptedTermsAt === '') return false;
  const accepted = new Date(acceptedTermsAt).getTime();
  // an unparseable time is NaN, and NaN >= x is false: not accepted
  return accepted >= latestTermsDate(now).getTime();
}
