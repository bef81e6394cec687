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
  const t = await createTestApp();
  const world = await create(t);
  const signIn = world.signIn as (username: U) => Promise<TestClient>;
  const clients = {} as Record<U, TestClient>;
  for (const user of users) clients[user] = await signIn(user);
  return { t, world, ...clients };
}
