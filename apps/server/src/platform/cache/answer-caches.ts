import type { FastifyInstance } from 'fastify';
import { onlyReads } from '../http/read-requests';
import { AnswerCache } from './answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's answer cache kept current by a notification channel (see AnswerCache); one per channel. */
    answerCache: (channel: string) => AnswerCache;
  }
}

/**
 * Answer caches, each listening on its channel once the app is ready. A signed-in user's own change (a request
 * that is not a read) drops their kept answers as its answer leaves, so their next read here shows it even before
 * the notification is heard; one sent with a bearer key (a carrier, an order system, a print agent) drops them all,
 * as it may change anyone's. Other changes (another process's, the admin CLI's) arrive by notification. Beacons
 * such as telemetry drop nothing, so busy browsers do not empty the cache.
 */
export function registerAnswerCaches(app: FastifyInstance): void {
  const caches = new Map<string, AnswerCache>();
  const subscribed = new Set<string>();
  app.decorate('answerCache', (channel: string) => {
    let cache = caches.get(channel);
    if (!cache) {
      cache = new AnswerCache({
        listening: () => subscribed.has(channel) && app.notifications.listening,
        maxChars: app.config.answerCacheMb * 1_000_000,
      });
      caches.set(channel, cache);
    }
    return cache;
  });
  app.addHook('onReady', async () => {
    for (const [channel, cache] of caches) {
      await app.notifications.on(channel, (payload) => cache.changed(payload));
      subscribed.add(channel);
    }
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!onlyReads(request)) {
      const userId = request.auth?.userId;
      if (userId !== undefined) for (const cache of caches.values()) cache.userChanged(userId);
      else if (request.headers.authorization) for (const cache of caches.values()) cache.changed('*');
    }
    done(null, payload);
  });
}
