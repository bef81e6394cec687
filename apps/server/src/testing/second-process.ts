import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../platform/db/client';
import { heardBy } from './heard-by';
import { TestClient } from './http-client';
import type { TestContext } from './test-app';

/**
 * A second app instance on the test's database, standing for another server process: on PostgreSQL with a pool
 * of its own, as a process would have. Close it before the test's app.
 */
export async function openSecondProcess(t: TestContext) {
  let database: Database | null = null;
  if (t.database.url) database = await openDatabase({ kind: 'postgres', url: t.database.url, max: 2 });
  const app: FastifyInstance = await buildApp({
    config: t.config,
    db: database?.db ?? t.database.db,
    clock: t.clock,
    logger: false,
  });
  await app.ready();
  return {
    app,
    /** The same browser, its requests now answered by this process. */
    as(client: TestClient) {
      const other = new TestClient(app);
      for (const [name, value] of client.cookies) other.cookies.set(name, value);
      return other;
    },
    /** See heardBy: this process hearing a notification. */
    heard(channel: string, matches: (payload: string) => boolean) {
      return heardBy(app, channel, matches);
    },
    /** Counts the statements this process sends its database while `run` runs. */
    async statements(run: () => Promise<unknown>) {
      const db = database?.db ?? t.database.db;
      if (!('$client' in db)) throw new Error('no driver to count statements on');
      const driver = db.$client as { query: (...args: never[]) => unknown };
      const spy = vi.spyOn(driver, 'query');
      try {
        await run();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    },
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

export type SecondProcess = Awaited<ReturnType<typeof openSecondProcess>>;

/** This process hearing that a site's data, or everyone's ('*'), changed on the channel (see heardBy). */
export function heardOfSite(b: SecondProcess, channel: string, site: number | '*') {
  return b.heard(channel, (payload) => payload === String(site) || payload === '*');
}

/** Reads twice through `b`: the second read must come from its kept answers, with no statement, the same. */
export async function readTwiceKept<T>(b: SecondProcess, read: () => Promise<T>): Promise<T> {
  const first = await read();
  let again: T | undefined;
  expect(await b.statements(async () => (again = await read()))).toBe(0);
  expect(again).toEqual(first);
  return first;
}

/**
 * A second process for the whole suite, opened once the suite's app is (register it after useTestApp, or give
 * the world's app as a function when the world opens it) and closed before it.
 */
export function useSecondProcess(t: TestContext | (() => TestContext)): SecondProcess {
  let b: SecondProcess | undefined;
  beforeAll(async () => {
    b = await openSecondProcess(typeof t === 'function' ? t() : t);
  });
  afterAll(() => b?.close());
  const opened = () => {
    if (!b) throw new Error('the second process opens before the suite’s tests');
    return b;
  };
  return {
    get app() {
      return opened().app;
    },
    as: (client) => opened().as(client),
    heard: (channel, matches) => opened().heard(channel, matches),
    statements: (run) => opened().statements(run),
    close: () => opened().close(),
  };
}
