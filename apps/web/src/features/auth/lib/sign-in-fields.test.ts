import { signInRequestSchema } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { signInProblems } from './sign-in-fields';

const issuesOf = (values: { username: string; password: string }) => {
  const parsed = signInRequestSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('sign-in checks', () => {
  it.each([
    { username: '', password: '' },
    { username: '   ', password: 'x' },
    { username: 'demo', password: '' },
    { username: 'demo', password: 'Shipper2026' },
  ])('say what the contract schema says for %o', (values) => {
    expect(signInProblems(values)).toEqual(issuesOf(values));
  });

  it.each([
    { username: 'x'.repeat(255), password: 'x' },
    { username: 'demo', password: 'x'.repeat(257) },
  ])('refuse the same overlong fields as the contract schema for %o', (values) => {
    expect(Object.keys(signInProblems(values))).toEqual(Object.keys(issuesOf(values)));
  });
});
