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
