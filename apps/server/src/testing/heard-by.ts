import type { FastifyInstance } from 'fastify';

/**
 * Starts listening and returns a wait: it resolves once the app has heard a notification on the channel that
 * `matches` (an empty payload, sent after a reconnect, always does). A change made straight in the database is
 * shown by a process's kept answers from then on: the window any process's cache has.
 */
export async function heardBy(
  app: FastifyInstance,
  channel: string,
  matches: (payload: string) => boolean,
): Promise<() => Promise<void>> {
  let heard!: () => void;
  const done = new Promise<void>((resolve) => (heard = resolve));
  const stop = await app.notifications.on(channel, (payload) => {
    if (payload === '' || matches(payload)) heard();
  });
  return async () => {
    await done;
    stop();
  };
}

/**
 * Makes a change straight in the database, as another process would, and waits until the app has heard of it on
 * the channel, for the site (or for everyone, '*').
 */
export async function changedOutside(
  app: FastifyInstance,
  channel: string,
  site: number | '*',
  change: () => PromiseLike<unknown>,
): Promise<void> {
  const heard = await heardBy(app, channel, (payload) => payload === String(site) || payload === '*');
  await change();
  await heard();
}
