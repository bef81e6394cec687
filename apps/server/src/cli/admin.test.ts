import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { createTestDatabase } from '../testing/test-database';
import { run } from './admin';
import { itRefusesBeforeConnecting } from './testing/admin-runner';
import { fakeIo as cliIo } from './testing/fake-io';

const fakeIo = (database?: Database, dataDir = tmpdir()) =>
  cliIo(
    () => database,
    () => dataDir,
  );

describe('admin CLI arguments', () => {
  itRefusesBeforeConnecting([
    [['bogus'], "admin: unknown command 'bogus'"],
    [[], 'admin: name a command'],
    [
      ['org:create', '--name', 'Acme'],
      'admin org:create: --status is required (onboarding, transacting, suspended, offboarded)',
    ],
    [
      ['org:create', '--name', 'Acme', '--status', 'active'],
      "admin org:create: --status must be one of onboarding, transacting, suspended, offboarded; got 'active'",
    ],
    [
      ['org:create', '--name', 'Acme', '--status', 'transacting', '--colour', 'red'],
      "admin org:create: Unknown option '--colour'",
    ],
    [['site:flags', '--site', '1'], 'admin site:flags: name at least one setting to change'],
    [
      ['site:flags', '--site', '1', '--import', 'maybe'],
      "admin site:flags: --import must be one of on, off; got 'maybe'",
    ],
    [
      ['site:flags', '--site', '1', '--transfer-policy', 'sometimes'],
      "admin site:flags: --transfer-policy must be one of never, manual, automatic; got 'sometimes'",
    ],
    [
      ['site:flags', '--site', '1', '--cost-centre', 'nodescription'],
      "admin site:flags: --cost-centre takes CODE=Description; got 'nodescription'",
    ],
    [
      ['user:create', '--username', 'x', '--email'],
      "admin user:create: Option '--email <value>' argument missing",
    ],
    [['user:reset-password'], 'admin user:reset-password: --username is required'],
    [['user:add-site', '--username', 'x', '--site', ' '], 'admin user:add-site: --site needs a value'],
    [['list', 'things'], "admin list: cannot list 'things'"],
    [['org:gs1', '--org', 'Acme'], 'admin org:gs1: give either --prefix or --clear'],
    [
      ['org:gs1', '--org', 'Acme', '--prefix', '9312345', '--clear'],
      'admin org:gs1: give either --prefix or --clear',
    ],
    [
      ['org:gs1', '--org', 'Acme', '--prefix', '9312345', '--extension', '12'],
      "admin org:gs1: --extension takes one digit, 0 to 9; got '12'",
    ],
    [['list', 'orgs', 'extra'], "admin list: unexpected argument 'extra'"],
  ]);

  it('prints the command list for help, and one usage for help <command>', async () => {
    const all = fakeIo();
    expect(await run(['help'], all.io)).toBe(0);
    expect(all.out.join('\n')).toMatch(/user:reset-password/);
    const one = fakeIo();
    expect(await run(['help', 'site:create'], one.io)).toBe(0);
    expect(one.out[0]).toBe(
      'usage: npm run admin -- site:create --org <id|name> --name <name> [--status <onboarding|transacting|suspended|offboarded>] [--display-name <text>] [--label <text>]',
    );
    expect(await run(['org:create', '--help'], fakeIo().io)).toBe(0);
  });
});

describe('admin CLI commands', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'admin-cli-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates an organisation, a site and a user, printing the temporary password', async () => {
    const steps = [
      ['org:create', '--name', 'Acme Freight', '--status', 'transacting'],
      ['site:create', '--org', 'Acme Freight', '--name', 'Geelong', '--status', 'transacting'],
      [
        'user:create',
        '--username',
        'Alice',
        '--email',
        'alice@example.com',
        '--name',
        'Alice Smith',
        '--site',
        'Geelong',
      ],
    ];
    const cli = fakeIo(database, dataDir);
    for (const argv of steps) expect(await run(argv, cli.io)).toBe(0);
    expect(cli.err).toEqual([]);
    expect(cli.out).toContain("Created organisation 1 'Acme Freight' (transacting)");
    expect(cli.out).toContain('Created user alice (Alice Smith, alice@example.com)');
    expect(cli.out.find((line) => line.startsWith('Temporary password: '))).toMatch(
      /^Temporary password: \S{19}$/,
    );

    const listed = fakeIo(database, dataDir);
    expect(await run(['list', 'users'], listed.io)).toBe(0);
    expect(listed.out[1]).toMatch(
      /^alice\s+Alice Smith\s+alice@example.com\s+temporary-password, terms-not-accepted\s+Geelong$/,
    );
  });

  it('prints a service refusal as its detail alone and exits 1', async () => {
    const cli = fakeIo(database, dataDir);
    expect(await run(['org:create', '--name', 'ACME FREIGHT', '--status', 'onboarding'], cli.io)).toBe(1);
    expect(cli.err).toEqual(["admin org:create: An organisation named 'ACME FREIGHT' already exists"]);
    const missing = fakeIo(database, dataDir);
    expect(await run(['user:add-site', '--username', 'alice', '--site', 'Nowhere'], missing.io)).toBe(1);
    expect(missing.err).toEqual(["admin user:add-site: Site 'Nowhere' not found"]);
  });

  it("sets, lists and clears an organisation's GS1 company prefix, refusing one that is not 7 to 10 digits", async () => {
    const set = fakeIo(database, dataDir);
    expect(
      await run(['org:gs1', '--org', 'Acme Freight', '--prefix', '9312345678', '--extension', '3'], set.io),
    ).toBe(0);
    expect(set.out).toEqual([
      "Organisation 1 'Acme Freight' issues SSCCs under GS1 company prefix 9312345678, extension digit 3",
    ]);
    const listed = fakeIo(database, dataDir);
    expect(await run(['list', 'orgs'], listed.io)).toBe(0);
    expect(listed.out[1]).toMatch(/^1\s+Acme Freight\s+transacting\s+1\s+9312345678 \(extension 3\)$/);
    for (const prefix of ['931234', '93123456789', '93123A5']) {
      const refused = fakeIo(database, dataDir);
      expect(await run(['org:gs1', '--org', 'Acme Freight', '--prefix', prefix], refused.io)).toBe(1);
      expect(refused.err).toEqual([
        `admin org:gs1: A GS1 company prefix has 7 to 10 digits; got '${prefix}'`,
      ]);
    }
    const cleared = fakeIo(database, dataDir);
    expect(await run(['org:gs1', '--org', '1', '--clear'], cleared.io)).toBe(0);
    expect(cleared.out).toEqual([
      "Organisation 1 'Acme Freight' has no GS1 company prefix of its own: its SSCCs use GS1_COMPANY_PREFIX",
    ]);
  });

  it('sets site flags and requests a password reset', async () => {
    const flags = fakeIo(database, dataDir);
    const argv = [
      'site:flags',
      '--site',
      'Geelong',
      '--import',
      'on',
      '--transfer-policy',
      'automatic',
      '--dangerous-goods',
      'on',
    ];
    expect(await run(argv, flags.io)).toBe(0);
    expect(flags.out).toContain('  import: yes (transfer policy: automatic)');
    const reset = fakeIo(database, dataDir);
    expect(await run(['user:reset-password', '--username', 'alice'], reset.io)).toBe(0);
    expect(reset.out[0]).toBe(
      'Password reset requested for alice: sessions ended, a code was e-mailed to alice@example.com;',
    );
  });
});
