import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { createTestDatabase } from '../../testing/test-database';
import { adminRunner } from '../testing/admin-runner';

let database: Database | undefined;
const { admin } = adminRunner(() => database);

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await admin(['org:create', '--name', 'Demo Freight Co', '--status', 'transacting'])).toMatchObject({
    code: 0,
  });
  expect(await admin(['site:create', '--org', 'Demo Freight Co', '--name', 'Melbourne DC'])).toMatchObject({
    code: 0,
  });
});
afterAll(() => database?.close());

describe('site key commands', () => {
  it('issue a key shown once, list keys without them, and revoke one', async () => {
    const issued = await admin(['site:key', '--site', 'Melbourne DC', '--label', 'warehouse']);
    expect(issued.code).toBe(0);
    expect(issued.out[0]).toBe(
      "Issued key 1 for site Melbourne DC. It is shown only now; give it to the site's systems:",
    );
    const key = issued.out[1] ?? '';
    expect(key).toMatch(/^fsite_[\w-]{43}$/);

    const listed = await admin(['site:keys', '--site', 'Melbourne DC']);
    expect(listed.out[0]).toMatch(/^id\s+label\s+starts with\s+created\s+last used\s+revoked$/);
    expect(listed.out[1]).toContain(`${key.slice(0, 12)}…`);
    expect(listed.out.join('\n')).not.toContain(key);

    expect((await admin(['site:key:revoke', '--id', '1'])).out).toEqual(['Revoked key 1']);
    expect((await admin(['site:keys', '--site', 'Melbourne DC'])).out[1]).toMatch(/\d{4}-\d{2}-\d{2}T\S+Z$/);
    expect((await admin(['site:key:revoke', '--id', '1'])).code).not.toBe(0);
  });

  it('refuses an unknown site and a key id that is not one', async () => {
    expect((await admin(['site:key', '--site', 'Nowhere'])).err.join()).toContain("Site 'Nowhere' not found");
    expect((await admin(['site:key:revoke', '--id', 'abc'])).code).not.toBe(0);
  });
});
