import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { createTestDatabase } from '../../testing/test-database';
import { run } from '../admin';
import { fakeIo } from './fake-io';

/**
 * The admin CLI as a test runs it: exit code and output captured, connecting only to the database the test has
 * by then (see fakeIo).
 */
export function adminRunner(database: () => Database | undefined, dataDir?: () => string) {
  const admin = async (argv: string[]) => {
    const cli = fakeIo(database, dataDir);
    const code = await run(argv, cli.io);
    return { code, out: cli.out, err: cli.err, connections: cli.connections() };
  };
  /** A command that must succeed, with nothing on stderr; answers what it printed. */
  const ok = async (argv: string[]) => {
    const { code, out, err } = await admin(argv);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    return out;
  };
  return { admin, ok };
}

type AdminRunner = ReturnType<typeof adminRunner>;

/**
 * The admin CLI on a test database of its own, made (and given what `seed` adds) before the file's tests and
 * closed after them.
 */
export function adminOnTestDatabase(seed?: (runner: AdminRunner, database: Database) => Promise<unknown>) {
  let database: Database | undefined;
  const runner = adminRunner(() => database);
  beforeAll(async () => {
    database = await createTestDatabase();
    await seed?.(runner, database);
  });
  afterAll(() => database?.close());
  return runner;
}

/** Each command line is refused with exit 2, its one-line message and the usage, before any database is opened. */
export function itRefusesBeforeConnecting(cases: [argv: string[], message: string][]): void {
  const { admin } = adminRunner(() => undefined);
  it.each(cases)(
    '%j exits 2 with a one-line error and the usage, without opening the database',
    async (argv, message) => {
      const { code, out, err, connections } = await admin(argv);
      expect(code).toBe(2);
      expect(err[0]).toEqual(message);
      expect(err[1]).toMatch(/^usage: npm run admin -- /);
      expect(out).toEqual([]);
      expect(connections).toBe(0);
    },
  );
}
