import { describe, expect, it } from 'vitest';
import { policyFamilies } from '@freight/contracts';
import {
  currentPolicyVersion,
  currentPolicyVersions,
  effectiveInstant,
  hasAcceptedTerms,
  latestTermsDate,
  policyDocuments,
} from './policy-documents';

const at = (iso: string) => new Date(iso);

describe('policy documents (spec 4.5)', () => {
  it('keys every family by its effective dates (B04-B07)', () => {
    expect(policyDocuments('creditReporting').map((d) => d.effectiveDate)).toEqual([
      '2021-03-24',
      '2021-03-31',
    ]);
    expect(policyDocuments('privacy').map((d) => d.effectiveDate)).toEqual([
      '2021-03-24',
      '2021-03-31',
      '2021-05-28',
    ]);
    expect(policyDocuments('termsOfUse').map((d) => d.effectiveDate)).toEqual(['2021-03-31']);
  });

  it('takes effect at Melbourne midnight: AEDT (+11) in March, AEST (+10) in May', () => {
    expect(effectiveInstant('2021-03-24').toISOString()).toBe('2021-03-23T13:00:00.000Z');
    expect(effectiveInstant('2021-03-31').toISOString()).toBe('2021-03-30T13:00:00.000Z');
    expect(effectiveInstant('2021-05-28').toISOString()).toBe('2021-05-27T14:00:00.000Z');
  });

  it('rejects a key that is not a real date', () => {
    expect(() => effectiveInstant('2021-02-30')).toThrow(RangeError);
    expect(() => effectiveInstant('28/05/2021')).toThrow(RangeError);
  });

  it('switches version exactly at Melbourne midnight (B08)', () => {
    expect(currentPolicyVersion('privacy', at('2021-05-27T13:59:59.999Z')).effectiveDate).toBe('2021-03-31');
    expect(currentPolicyVersion('privacy', at('2021-05-27T14:00:00.000Z')).effectiveDate).toBe('2021-05-28');
  });

  it('uses the daylight-saving offset for a date in the DST period', () => {
    // 2021-03-31 starts at 13:00Z on the 30th because Melbourne is on AEDT until 4 April 2021
    expect(currentPolicyVersion('creditReporting', at('2021-03-30T12:59:59.999Z')).effectiveDate).toBe(
      '2021-03-24',
    );
    expect(currentPolicyVersion('creditReporting', at('2021-03-30T13:00:00.000Z')).effectiveDate).toBe(
      '2021-03-31',
    );
    expect(currentPolicyVersion('termsOfUse', at('2021-03-30T13:00:00.000Z')).effectiveAt.toISOString()).toBe(
      '2021-03-30T13:00:00.000Z',
    );
  });

  it('fails with the spec message when no document is in effect yet (B17-B19)', () => {
    const before = at('2021-03-23T12:59:59.999Z');
    expect(() => currentPolicyVersion('creditReporting', before)).toThrow(
      'Could not determine a valid Credit Reporting Policy document for the current date',
    );
    expect(() => currentPolicyVersion('privacy', before)).toThrow(
      'Could not determine a valid Privacy Policy document for the current date',
    );
    // terms of use start a week later than the others
    expect(() => currentPolicyVersion('termsOfUse', at('2021-03-30T12:59:59.999Z'))).toThrow(
      'Could not determine a valid Terms of Use document for the current date',
    );
    expect(() => currentPolicyVersions(at('2021-03-25T00:00:00Z'))).toThrow(/Terms of Use/);
  });

  it('gives the current document of every family', () => {
    const current = currentPolicyVersions(at('2024-01-01T00:00:00Z'));
    expect(Object.keys(current)).toEqual([...policyFamilies]);
    expect(current.privacy.effectiveDate).toBe('2021-05-28');
    expect(current.creditReporting.effectiveDate).toBe('2021-03-31');
    expect(current.termsOfUse.effectiveDate).toBe('2021-03-31');
  });
});

describe('terms acceptance (spec 4.5)', () => {
  const now = at('2025-06-01T00:00:00Z');

  it('takes the newest of the three current documents (B09)', () => {
    expect(latestTermsDate(now).toISOString()).toBe('2021-05-27T14:00:00.000Z');
    expect(latestTermsDate(at('2021-04-15T00:00:00Z')).toISOString()).toBe('2021-03-30T13:00:00.000Z');
  });

  it('B10 worked check: 13:59Z is not accepted, 14:00Z is', () => {
    expect(hasAcceptedTerms('2021-05-27T13:59Z', now)).toBe(false);
    expect(hasAcceptedTerms('2021-05-27T14:00Z', now)).toBe(true);
  });

  it('counts acceptance at exactly the latest terms date, and later (B11)', () => {
    expect(hasAcceptedTerms(at('2021-05-27T14:00:00.000Z'), now)).toBe(true);
    expect(hasAcceptedTerms(at('2021-05-27T13:59:59.999Z'), now)).toBe(false);
    expect(hasAcceptedTerms('2023-01-01T00:00:00Z', now)).toBe(true);
  });

  it('judges against the documents in effect at now', () => {
    // accepted before the May privacy policy: fine until it takes effect, then not accepted
    expect(hasAcceptedTerms('2021-04-01T00:00:00Z', at('2021-05-27T13:59:59Z'))).toBe(true);
    expect(hasAcceptedTerms('2021-04-01T00:00:00Z', at('2021-05-27T14:00:00Z'))).toBe(false);
  });

  it('treats no acceptance time as not accepted (B12)', () => {
    expect(hasAcceptedTerms(null, now)).toBe(false);
    expect(hasAcceptedTerms(undefined, now)).toBe(false);
    expect(hasAcceptedTerms('', now)).toBe(false);
    expect(hasAcceptedTerms('not a date', now)).toBe(false);
  });
});
