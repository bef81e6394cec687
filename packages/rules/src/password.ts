import { PASSWORD_MIN_LENGTH } from '@freight/contracts';

export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'number';

// ASCII classes, the same as the contracts' password schema, so browser and server agree
const checks: readonly [PasswordRule, (pw: string) => boolean][] = [
  ['minLength', (pw) => pw.length >= PASSWORD_MIN_LENGTH],
  ['uppercase', (pw) => /[A-Z]/.test(pw)],
  ['lowercase', (pw) => /[a-z]/.test(pw)],
  ['number', (pw) => /[0-9]/.test(pw)],
];

/** Spec 5.3: the policy rules a password breaks; empty when it meets the policy. */
export function passwordPolicyViolations(pw: string): PasswordRule[] {
  return checks.filter(([, ok]) => !ok(pw)).map(([rule]) => rule);
}

export function meetsPasswordPolicy(pw: string): boolean {
  return passwordPolicyViolations(pw).length === 0;
}
