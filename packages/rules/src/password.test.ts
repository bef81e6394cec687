import { describe, expect, it } from 'vitest';
import { passwordPolicyMessage } from '@freight/contracts';
import { meetsPasswordPolicy, passwordPolicyViolations } from './password';

describe('password policy (spec 5.3)', () => {
  it('accepts 8 characters with upper case, lower case and a number', () => {
    expect(meetsPasswordPolicy('Abcdefg1')).toBe(true);
    expect(passwordPolicyViolations('Abcdefg1')).toEqual([]);
  });

  it('rejects fewer than 8 characters (A30)', () => {
    expect(meetsPasswordPolicy('Abcdef1')).toBe(false);
    expect(passwordPolicyViolations('Abcdef1')).toEqual(['minLength']);
  });

  it('rejects a password without an uppercase letter (A31)', () => {
    expect(passwordPolicyViolations('abcdefg1')).toEqual(['uppercase']);
  });

  it('rejects a password without a lowercase letter (A32)', () => {
    expect(passwordPolicyViolations('ABCDEFG1')).toEqual(['lowercase']);
  });

  it('rejects a password without a number (A33)', () => {
    expect(passwordPolicyViolations('Abcdefgh')).toEqual(['number']);
  });

  it('lists every broken rule', () => {
    expect(passwordPolicyViolations('')).toEqual(['minLength', 'uppercase', 'lowercase', 'number']);
  });

  it('has one message for all of them', () => {
    expect(passwordPolicyMessage).toBe(
      'Password should have at least 8 characters, including numbers and uppercase and lowercase characters',
    );
  });
});
