import { afterAll, beforeAll } from 'vitest';
import type { TestClient } from './http-client';
import { createTestApp, type TestContext } from './test-app';

/** A world's sign-in: any function from a user's name to a signed-in client. */
type SignIn = (username: never) => Promise<TestClient>;

export type OpenedWorld<W, U extends string> = { t: TestContext; world: W } & Record<U, TestClient>;

/**
 * The set-up most API test files share: a fresh app, a world built in it and the named users signed in, in
 * that order (each client keeps its own cookies).
 */
export async function openWorld<W extends { signIn: SignIn }, const U extends Parameters<W['signIn']>[0]>(
  create: (t: TestContext) => Promise<W>,
  ...users: U[]
): Promise<OpenedWorld<W, U>> {
  return openWorldWith({}, create, ...users);
}

export interface WorldOptions {
  /** Settings of the app, over the tests' own. */
  env?: Record<string, string>;
  /** The clock's moment before the world is built (UTC, ISO 8601). */
  at?: string;
}

/** openWorld with the app's settings or the clock's moment given. */
export async function openWorldWith<W extends { signIn: SignIn }, const U extends Parameters<W['signIn']>[0]>(
  options: WorldOptions,
  create: (t: TestContext) => Promise<W>,
  ...users: U[]
): Promise<OpenedWorld<W, U>> {
  const t = await createTestApp(options.env);
  if (options.at) t.clock.set(options.at);
  const world = await create(t);
  const signIn = world.signIn as (username: U) => Promise<TestClient>;
  const clients = {} as Record<U, TestClient>;
  for (const user of users) clients[user] = await signIn(user);
  return { t, world, ...clients };
}

/**
 * A suite's opened world: opened before the suite's first test and closed after its last. The answer is
 * filled in by that beforeAll, so tests and the helpers they call read its fields, never the file's top level.
 */
export function useOpened<O extends { t: TestContext }>(open: () => Promise<O>): O {
  const opened = {} as O;
  beforeAll(async () => {
    Object.assign(opened, await open());
  });
  afterAll(() => opened.t.close());
  return opened;
}

/**
 * A fresh test app for the whole suite (see useOpened): created before its first test, closed after its last.
 * Its fields are read in hooks and tests, once the app exists.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestContext {
  const opened = useOpened(async () => ({ t: await createTestApp(...args) }));
  return {
    get app() {
      return opened.t.app;
    },
    get database() {
      return opened.t.database;
    },
    get clock() {
      return opened.t.clock;
    },
    get config() {
      return opened.t.config;
    },
    close: () => opened.t.close(),
  };
}

/** openWorld for the whole suite (see useOpened). */
export function useWorld<W extends { signIn: SignIn }, const U extends Parameters<W['signIn']>[0]>(
  create: (t: TestContext) => Promise<W>,
  ...users: U[]
): OpenedWorld<W, U> {
  return useOpened(() => openWorld(create, ...users));
}

/** openWorldWith for the whole suite (see useOpened). */
export function useWorldWith<W extends { signIn: SignIn }, const U extends Parameters<W['signIn']>[0]>(
  options: WorldOptions,
  create: (t: TestContext) => Promise<W>,
  ...users: U[]
): OpenedWorld<W, U> {
  return useOpened(() => openWorldWith(options, create, ...users));
}
