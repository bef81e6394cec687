import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOnTestDatabase } from '../testing/admin-runner';
import { issueListAndRevokeFirstKey } from '../testing/key-commands';

const { admin } = adminOnTestDatabase((_, database) =>
  database.db.execute(sql`insert into carriers (name) values ('Swift Freight')`),
);

describe('carrier key commands', () => {
  it('issue a key shown once, list keys without them, and revoke one', async () => {
    await issueListAndRevokeFirstKey(admin, {
      owner: 'carrier',
      ref: 'Swift Freight',
      label: 'tracking',
      issuedLine: 'Issued key 1 for Swift Freight. It is shown only now; give it to the carrier:',
      key: /^fcar_[\w-]{43}$/,
      shownPrefix: 11,
    });
    expect((await admin(['carrier:keys', '--carrier', '1'])).out[1]).toMatch(/\d{4}-\d{2}-\d{2}T\S+Z$/);
  });

  it('refuses an unknown carrier and a key id that is not one', async () => {
    expect((await admin(['carrier:key', '--carrier', 'Nobody'])).err.join()).toContain(
      "Carrier 'Nobody' not found",
    );
    expect((await admin(['carrier:key:revoke', '--id', 'abc'])).err).toEqual([
      "admin carrier:key:revoke: --id takes a key id; got 'abc'",
      'usage: npm run admin -- carrier:key:revoke --id <key id>',
    ]);
    expect((await admin(['carrier:key:revoke', '--id', '99'])).code).not.toBe(0);
  });
});
