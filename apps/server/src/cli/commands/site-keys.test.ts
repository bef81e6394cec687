import { describe, expect, it } from 'vitest';
import { adminOnTestDatabase } from '../testing/admin-runner';
import { issueListAndRevokeFirstKey } from '../testing/key-commands';

const { admin } = adminOnTestDatabase(async ({ admin }) => {
  expect(await admin(['org:create', '--name', 'Demo Freight Co', '--status', 'transacting'])).toMatchObject({
    code: 0,
  });
  expect(await admin(['site:create', '--org', 'Demo Freight Co', '--name', 'Melbourne DC'])).toMatchObject({
    code: 0,
  });
});

describe('site key commands', () => {
  it('issue a key shown once, list keys without them, and revoke one', async () => {
    await issueListAndRevokeFirstKey(admin, {
      owner: 'site',
      ref: 'Melbourne DC',
      label: 'warehouse',
      issuedLine: "Issued key 1 for site Melbourne DC. It is shown only now; give it to the site's systems:",
      key: /^fsite_[\w-]{43}$/,
      shownPrefix: 12,
    });
    expect((await admin(['site:keys', '--site', 'Melbourne DC'])).out[1]).toMatch(/\d{4}-\d{2}-\d{2}T\S+Z$/);
    expect((await admin(['site:key:revoke', '--id', '1'])).code).not.toBe(0);
  });

  it('refuses an unknown site and a key id that is not one', async () => {
    expect((await admin(['site:key', '--site', 'Nowhere'])).err.join()).toContain("Site 'Nowhere' not found");
    expect((await admin(['site:key:revoke', '--id', 'abc'])).code).not.toBe(0);
  });
});
