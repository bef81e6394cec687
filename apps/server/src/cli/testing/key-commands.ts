import { expect } from 'vitest';
import type { adminRunner } from './admin-runner';

interface FirstKeySpec {
  /** The owner's option and the commands' prefix, as apiKeyCommands has it: 'carrier' or 'site'. */
  owner: string;
  /** The owner's id or name. */
  ref: string;
  label: string;
  /** The line above the key. */
  issuedLine: string;
  key: RegExp;
  /** How many of the key's first characters the list shows. */
  shownPrefix: number;
}

/**
 * Issues an owner's first key (shown once), lists it (only its first characters, never the key) and revokes it:
 * what the carrier and site key commands share.
 */
export async function issueListAndRevokeFirstKey(
  admin: ReturnType<typeof adminRunner>['admin'],
  { owner, ref, label, issuedLine, key: keyPattern, shownPrefix }: FirstKeySpec,
): Promise<void> {
  const issued = await admin([`${owner}:key`, `--${owner}`, ref, '--label', label]);
  expect(issued.code).toBe(0);
  expect(issued.out[0]).toBe(issuedLine);
  const key = issued.out[1] ?? '';
  expect(key).toMatch(keyPattern);

  const listed = await admin([`${owner}:keys`, `--${owner}`, ref]);
  expect(listed.out[0]).toMatch(/^id\s+label\s+starts with\s+created\s+last used\s+revoked$/);
  expect(listed.out[1]).toContain(`${key.slice(0, shownPrefix)}…`);
  expect(listed.out.join('\n')).not.toContain(key);

  expect((await admin([`${owner}:key:revoke`, '--id', '1'])).out).toEqual(['Revoked key 1']);
}
